"""Canonical JSON and its sha256: the one way this project hashes JSON (as in the rubric seeds).

UTF-8, keys sorted, no insignificant whitespace, non-ASCII kept as is, numbers as Python writes them
(the shortest repr that round-trips, so 0.1 is 0.1 and 1e21 is 1e+21 every time). NaN and infinities
are not JSON and are refused.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def sha256_json(value: Any) -> str:
    return hashlib.sha256(canonical_json(value)).hexdigest()


def pipeline_json_sha256(value: Any) -> str:
    """sha256 of exactly the bytes the ARI pipeline hashes for a rubric (SPEC 7 and 10).

    Python's json.dumps(sort_keys=True, ensure_ascii=False, separators=(",", ":")): 0.0 stays 0.0.
    Kept apart from canonical_json on purpose: contract digests may follow RFC 8785, this never does,
    or real rubric envelopes would stop verifying. Non-finite numbers are refused (ValueError).
    """
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
