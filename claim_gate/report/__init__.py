"""Renderers of the gate report: json (the report itself) and text (for people)."""
