"""The one LaTeX scanner: a single pass over the paper (following \\input) into positioned pieces.

Output, a `Document`:
- blocks: runs of rendered visible text (a paragraph, caption, footnote, heading or table row), each
  with a map from every character back to its file, line and column, its context and its section.
  Rendering turns `\\times` into "×", `\\pm` into "±", `\\,` into a thin space, `~` into a no-break
  space, `\\%` into "%", siunitx macros into number and unit text. Comments, citations, refs, labels,
  graphics, URLs, verbatim, display math and equation environments contribute no text.
- comments with their anchors; references to labels; \\codedigest values; graphics; label definitions.

Hard breaks (a new block) come at blank lines, table row ends, \\begin/\\end, sectioning commands,
\\item, \\par and at the edges of captions and footnotes. Sentences inside blocks are found later
(sentences.py) on the rendered text.
"""

from __future__ import annotations

import bisect
import functools
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from ..lazy_re import lazy
from ..errors import InputError
from ..files import decode, read_confined, read_text
from .macros import (ANCHOR_BUDGET, EXPANSION_BUDGET, INPUT_BUDGET, INPUT_DEPTH, LATEX_BUDGET, NESTING_LIMIT,
                     PRIMITIVE_IFS, UNMODELLED, Macro, Scopes, plain_params, skip_branch, substitute)
from ..policy import EXCLUDED_BY_DEFAULT, STRICT_BY_DEFAULT
from .sections import canonical, section_name

# Characters inserted into rendered text.
THIN = "\u2009"  # \, \; \: (thousands separators in 59\,918)
NBSP = "\u00a0"  # ~ : a non-breaking space, never a qualifier
CELL = "\x1f"  # & in a table row
REF = "\ue001"  # where a \ref stood
BACK_MATTER = ("acknowledgements", "references")
_UNCHECKED = EXCLUDED_BY_DEFAULT | {"appendix"}  # sections whose numbers are not checked by default
GLUE = "\ue002"  # a layout length such as \linewidth: glues to a number before it

_TOKEN = lazy(
    r"(?P<comment>%[^\n]*)"
    r"|(?P<cmd>\\(?:[A-Za-z@]+\*?|.|$))"
    r"|(?P<nl>\n)"
    r"|(?P<math>\$\$?)"
    r"|(?P<lbrace>\{)|(?P<rbrace>\})"
    r"|(?P<amp>&)"
    r"|(?P<tilde>~)"
    r"|(?P<text>[^\\%$\{\}&~\n]+)",
    re.S,
)
_ENV_NAME = lazy(r"\s*\{([^{}\n]*)\}")
_SPACES = lazy(r"[ \t]*")
_DIGIT_NEXT = lazy(r"[ \t{$]*[0-9]")  # what a command is followed by: a digit, maybe in braces

SYMBOLS = {
    "\\times": "×", "\\pm": "±", "\\mp": "∓", "\\approx": "≈", "\\sim": "∼", "\\simeq": "≃",
    "\\textasciitilde": "~", "\\leq": "≤", "\\le": "≤", "\\geq": "≥", "\\ge": "≥", "\\leqslant": "≤",
    "\\geqslant": "≥", "\\lt": "<", "\\gt": ">", "\\ll": "≪", "\\gg": "≫", "\\lll": "⋘", "\\ggg": "⋙", "\\lneq": "⪇", "\\gneq": "⪈",
    "\\lneqq": "⪇", "\\gneqq": "⪈", "\\lnsim": "⪇", "\\gnsim": "⪈", "\\cdot": "·", "\\%": "%",
    "\\$": "$", "\\&": "&", "\\#": "#", "\\_": "_", "\\{": "{", "\\}": "}", "\\lbrace": "{", "\\rbrace": "}",
    "\\,": THIN, "\\;": THIN,
    "\\:": THIN, "\\>": THIN, "\\!": "", "\\ ": " ", "\\\n": " ", "\\/": "", "\\-": "", "\\@": "",
    "\\ldots": "…", "\\dots": "…", "\\cdots": "⋯", "\\textminus": "−", "\\textendash": "–",
    "\\textemdash": "—", "\\textpercent": "%", "\\percent": "%", "\\mu": "µ", "\\textmu": "µ",
    # AASTeX's sexagesimal marks stand for the decimal point: 1\\farcs29 is 1.29 arcsec, 0\\fdg5 is 0.5 degrees.
    "\\farcs": ".", "\\farcm": ".", "\\fdg": ".",
    "\\textdegree": "°", "\\degree": "°", "\\circ": "°", "\\quad": " ", "\\qquad": " ", "\\enspace": " ",
    "\\thinspace": THIN, "\\newline": " ", "\\linebreak": " ", "\\textbackslash": "\\", "\\infty": "∞",
    "\\in": "∈", "\\notin": "∉",
    # Arrows and relations print a glyph between numbers: "0.99$\\rightarrow$0.64" rendered as "0.990.64" and both
    # results vanished (hypotension_tsfm, set 58).
    "\\to": "→", "\\rightarrow": "→", "\\longrightarrow": "→", "\\Rightarrow": "⇒", "\\Longrightarrow": "⇒",
    "\\leftarrow": "←", "\\longleftarrow": "←", "\\gets": "←", "\\Leftarrow": "⇐", "\\leftrightarrow": "↔",
    "\\Leftrightarrow": "⇔", "\\mapsto": "↦", "\\uparrow": "↑", "\\downarrow": "↓", "\\textrightarrow": "→",
    "\\textleftarrow": "←", "\\neq": "≠", "\\ne": "≠", "\\equiv": "≡", "\\propto": "∝", "\\div": "÷", "\\over": "/", "\\textfractionsolidus": "⁄",
    "\\mid": "|", "\\vert": "|", "\\colon": ":",
    # Approximate bounds print their glyph: "SNR $\\lessapprox 50$" had read a bare 50, to be checked as equal to it
    # (wobble_rv, set 70); the qualifier reads them as inclusive bounds.
    "\\lesssim": "≲", "\\gtrsim": "≳", "\\lessapprox": "≲", "\\gtrapprox": "≳", "\\leqq": "≤", "\\geqq": "≥",
    # negated relations: no bound ("x \\nleq 8" is no "at most 8"; \\not< is read by _negated)
    "\\nleq": "≰", "\\ngeq": "≱", "\\nless": "≮", "\\ngtr": "≯", "\\nleqslant": "≰", "\\ngeqslant": "≱",
    "\\textless": "<", "\\textgreater": ">", "\\textunderscore": "_", "\\slash": "/",
    # Greek letters render as themselves, so "\\lambda = 2.0" reads as an assignment. \\mu is not among
    # them: it is the micro sign above, the one the unit reader knows (3.2$\\mu$s is 3.2 µs).
    **{"\\" + name: chr(0x3B1 + i) for i, name in enumerate(
        ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu",
         "nu", "xi", "omicron", "pi", "rho", "varsigma", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega"))
       if name != "mu"},
    "\\varepsilon": "ε", "\\Delta": "Δ", "\\Sigma": "Σ", "\\Omega": "Ω",
}
# Math accents that mark a symbol as estimated or recovered ($\\hat{k}$, $\\tilde{x}$): in a table, printed as the
# combining mark before the symbol, so a header keeps what says its column was found (classify._ESTIMATE_MARK; red
# team 21). Prose drops them as before: its rules read "β = -0.44" with nothing between. Not builtin: a paper that
# redefines one keeps its own.
ACCENTS = {"\\hat": "\u0302", "\\widehat": "\u0302", "\\tilde": "\u0303", "\\widetilde": "\u0303", "\\check": "\u030c"}
LENGTHS = {"\\textwidth", "\\linewidth", "\\columnwidth", "\\textheight", "\\paperwidth", "\\paperheight",
           "\\hsize", "\\vsize", "\\baselineskip", "\\parindent", "\\parskip", "\\tabcolsep", "\\fill",
           "\\stretch", "\\unitlength",
           # rule widths and list, float and box spacing: "\\Xhline{3\\arrayrulewidth}" printed no 3 (btc_windowmul,
           # set 69)
           "\\arrayrulewidth", "\\heavyrulewidth", "\\lightrulewidth", "\\cmidrulewidth", "\\doublerulesep",
           "\\aboverulesep", "\\belowrulesep", "\\fboxrule", "\\fboxsep", "\\arraycolsep", "\\columnsep",
           "\\extrarowheight", "\\labelsep", "\\itemsep", "\\parsep", "\\topsep", "\\smallskipamount",
           "\\medskipamount", "\\bigskipamount", "\\abovecaptionskip", "\\belowcaptionskip", "\\marginparwidth",
           "\\leftmargin"}

# The checked sections of a paper's body: an \\appendix before all of them does not take them out of coverage.
_BODY_STRICT = frozenset(("results", "experiments", "conclusion"))
# Files of the TeX installation a preamble \input's (templates: \input{glyphtounicode} maps glyphs for pdfTeX); they
# print nothing and define no macro a paper uses. Missing from the paper's folder they are skipped, only in the
# preamble; any other missing \input is an error.
_DISTRIBUTION_INPUTS = frozenset(("glyphtounicode",))
# Commands that load a package or class: one in the paper's folder is read for its definitions (_load_local_packages).
_PACKAGE_LOADERS = frozenset(("\\usepackage", "\\RequirePackage", "\\documentclass"))
_LATEX_COMMENT = lazy(r"(?<!\\)%[^\n]*")
# A local style file read for its definitions: comments, control sequences and braces.
_STYLE_TOKEN = lazy(r"%[^\n]*|\\(?:[A-Za-z@]+\*?|.)|[{}]", re.S)
_DIGIT = lazy(r"[0-9]")
_LETTER = lazy(r"[A-Za-z]")
_STYLE_DEFS = frozenset(("\\def", "\\gdef", "\\edef", "\\xdef"))  # \\long\\def: the \\def is read next
_LET_PAIR = lazy(r"[ \t]*(\\[A-Za-z@]+)[ \t]*=?[ \t]*(\\[A-Za-z@]+)")
# The name a definition defines: \\renewcommand{\\acc}, \\renewcommand\\acc, \\renewenvironment{res} (as "env:res").
_DEFINED_KEY = lazy(r"\*?[ \t]*(?:\{?[ \t]*(\\[A-Za-z@]+)|\{([^{}\\]*)\})")
# A braced bare name right before a group ({Times}{0.017}): the two are kept apart when the group opens with a number.
# A name may hold digits, dots and underscores ({Times2}, {Times.otf}, {Arial_Bold}); the group may open with
# formatting ({\textbf{0.133*}}, {\color{black}0.917}, {$-0.2$}) (red team 48).
_NAME_GROUP_BEFORE = lazy(r"\{[A-Za-z][A-Za-z0-9._ :+-]*\}$")
_NUMBER_NEXT = lazy(r"(?:[ \t$]|\{\}?|\\[A-Za-z]+(?:[ \t]*\[[^\]\n]{0,24}\])?(?:[ \t]*\{[^{}\n]{0,24}\})*)*"
                    r"[-+\u2212]?\.?[0-9]")
# Digits that print no number: parameters (#1), TeX dimensions (10pt, 0.5\\baselineskip; not 3.2 mm, as often a
# printed quantity), font sizes, and lengths set or skipped.
_LAYOUT_NUMBER = lazy(r"#+[0-9]|[-+]?[0-9]*\.?[0-9]+[ \t]*(?:(?:pt|em|ex|sp|dd|cc|mu|fil+)(?![A-Za-z])|"
                      r"\\[A-Za-z@]*(?:skip|width|height|depth|sep|margin|indent)(?![A-Za-z@]))|"
                      r"\\(?:fontsize|@setfontsize|@setsize)[ \t]*(?:\\[A-Za-z@]+)?[ \t]*\{[^{}]*\}[ \t]*\{?[^{}\\]*\}?|"
                      r"\\(?:setlength|addtolength)[ \t]*\{[^{}]*\}[ \t]*\{[^{}]*\}|\\[vh]space\*?[ \t]*\{[^{}]*\}")
# A file that declares itself a package or class (\\ProvidesPackage ..., outside a comment) may be a distributed one:
# its internal machinery (\\@ commands, TeX programming) is not read (_style_definitions).
_PROVIDES = lazy(r"\\(?:ProvidesPackage|ProvidesClass|ProvidesFile|NeedsTeXFormat|ProvidesExplPackage)(?![A-Za-z@])")
# A body that programs TeX rather than prints: what it prints is not modelled.
_PROGRAMMING = lazy(r"\\(?:if[A-Za-z@]*|else|fi|or|def|gdef|edef|xdef|let|csname|expandafter|futurelet|"
                    r"afterassignment|catcode|loop|repeat|string|meaning|noexpand|the|number|romannumeral|"
                    r"advance|multiply|divide|value|arabic|roman|Roman|alph|Alph|setcounter|addtocounter|"
                    r"@ifnextchar|@ifstar|@ifundefined|@namedef|@nameuse|patchcmd|pretocmd|apptocmd)(?![A-Za-z@])")
# Commands whose arguments are never scanned: n_opt optional [..] and n_req required {..}.
_CITE_FORMS = frozenset(("\\cite", "\\citep", "\\citet", "\\citealt", "\\citealp", "\\citeauthor", "\\citeyear",
                           "\\citeyearpar", "\\nocite", "\\inlinecite", "\\citen", "\\parencite", "\\textcite",
                           "\\autocite", "\\footcite", "\\Cite", "\\Citep", "\\Citet", "\\citenum", "\\supercite",
                           "\\cite*", "\\citep*", "\\citet*", "\\smartcite", "\\fullcite",
                           # apacite's and natbib's other forms ("\\shortcite{Rozovskaya:2010:GCS:1870658}": set 44)
                           "\\shortcite", "\\shortciteA", "\\shortciteN", "\\shortciteNP", "\\citeA", "\\citeN",
                           "\\citeNP", "\\citeANP", "\\citeyearNP", "\\Citeauthor", "\\citeauthor*", "\\Citealt",
                           "\\Citealp", "\\citealt*", "\\citealp*", "\\possessivecite",
                           # biblatex's capitalised, footnote and alias forms, natbib's aliases (red team 48)
                           "\\Textcite", "\\Parencite", "\\Autocite", "\\Smartcite", "\\Footcite", "\\footcitetext",
                           "\\Supercite", "\\citepalias", "\\citetalias", "\\citealias", "\\Citepalias",
                           "\\Citetalias", "\\cites", "\\Cites", "\\parencites", "\\Parencites", "\\textcites",
                           "\\Textcites", "\\autocites", "\\Autocites", "\\footcites", "\\Footcites",
                           "\\smartcites", "\\Smartcites", "\\supercites", "\\footcitetexts", "\\footfullcite",
                           "\\citetitle", "\\citetitle*", "\\pnotecite", "\\fnotecite", "\\Citeyear", "\\citeurl",
                           "\\Citeauthor*", "\\Citeyear*", "\\notecite", "\\Notecite", "\\Pnotecite",
                           "\\Fnotecite",
                           # kaobook's and tufte's margin citations (pso_micelles, set 69)
                           "\\sidecite", "\\Sidecite"))
# biblatex's volume citations take [pre]{volume}[pages]{key}: "\\volcite{3}[45]{key}" prints "vol. 3, p. 45", a place
# in the cited work that was read as text before (a wrong block in a strict section).
_VOLUME_CITES = frozenset(f"\\{p}volcite{s}" for p in ("", "p", "P", "f", "ft", "s", "S", "t", "T", "a", "A")
                          for s in ("", "s")) | {"\\Volcite", "\\Volcites"}
# every form with its star too (red team 48b: \parencite*, \autocite*, \textcite*, \Citep*, \citeyear* read their
# keys as text and left their notes as options)
CITE_COMMANDS = _CITE_FORMS | {c + "*" for c in _CITE_FORMS if not c.endswith("*")} | _VOLUME_CITES
# biblatex's multicite forms take [pre][post]{key} again and again: \parencites[see][p.~3]{a}[][]{b}
_MULTI_CITES = frozenset(c for c in CITE_COMMANDS if c.endswith("cites") or c.endswith("citetexts"))
# A citation's notes, \citep[see][p.~72]{key}, are printed. One that only locates a part of the cited work (a page,
# a table, a chapter) is read as an option, listed and never a result; any other is read as prose: "\citep[compare
# Table 7: 34\% misclassification versus 31.5\%]{x}" restated a result there (remodnav, set 68), and a number
# hidden in a note escaped the gate.
_LOCATOR = (r"(?:(?:p|pp|pg|pgs|page|pages|ch|chap|chapter|chapters|sec|secs|section|sections|table|tables|tab|fig|figs|"
            r"figure|figures|eq|eqs|equation|equations|thm|theorem|theorems|lemma|prop|proposition|def|definition|"
            r"appendix|app|example|ex|exercise|vol|no|nos|para|paragraph|fn|footnote|note|col|line|lines|ll|part|box|"
            r"panel|item|step|corollary|remark|algorithm|alg|art|article|claim|conjecture|plates?|objects?|map|site|"
            r"rows?|entry|sheet|fol|folio)\.?|\\S|\\P|§)")
# A place in the cited work: a locator word and its number (Table 5.2, p.~72, Fig.~S3a), or a bare whole number (a
# page: 72). After a plural locator (Figs.~4.28, 4.32 and 4.33; pp.~12, 14) a bare later number may be dotted; after
# a singular one only whole numbers follow bare, so "see Table~2, 94.3 and 97.1" is prose, and a unit glued to a
# number ("3.1x", "12ms") is never a place (red team 48). Atomic groups: "p12" read two ways per item would backtrack
# exponentially on a long note that fails.
_NUMBER_ID = r"[A-Za-z]?[0-9]+(?:[.:][0-9]+)*(?:ff?\.?|[a-h](?![A-Za-z0-9]))?(?![A-Za-z0-9])"  # 4a, 12ff.: not 3.1x
_PLURAL = (r"(?:pp|pgs|pages|chapters|secs|sections|tables|figs|figures|eqs|equations|theorems|nos|plates|objects|rows|"
           r"lines|ll)\.?")
_SEP = r"[ \t\n~]*+(?:[,;][ \t\n~]*+(?:and|\\?&)?|-+|–|—|and|\\?&|\\textendash|\\textemdash|\{--\})[ \t\n~]*+"
_WORD_PLACE = (r"(?>" + _LOCATOR + r"[ \t\n~]*" + _NUMBER_ID + r"(?:[ \t~]*(?:-+|–|—|\\textendash)[ \t~]*" + _NUMBER_ID +
               r")?)")  # p.~322--331 is one place
_BARE_WHOLE = r"[0-9]+(?:ff?\.?)?(?![A-Za-z0-9.])"  # a page: 72, 12ff. (not 9h, 70B: red team 48b)
_BARE_DOTTED = r"[0-9]+(?:[.:][0-9]+)+(?![A-Za-z0-9.])"
_CITE_LOCATOR = lazy(r"(?i:[ \t\n~]*(?:(?:see|also|cf\.?|e\.\s?g\.,?|compare|for|in|esp\.?|especially|and|the|"
                     r"supplementary|suppl\.?|e\.g\.~)[ \t\n~]+)*(?:" +
                     # after a plural locator, bare items in the shape of its first number: Figs. 4.28, 4.32; pp. 12, 14
                     r"(?>" + _PLURAL + r"[ \t\n~]*" + _BARE_DOTTED + r")(?:" + _SEP + r"(?>" + _WORD_PLACE + r"|" +
                     _BARE_DOTTED + r"))*|" +
                     r"(?>" + _PLURAL + r"[ \t\n~]*" + _BARE_WHOLE + r")(?:" + _SEP + r"(?>" + _WORD_PLACE + r"|" +
                     _BARE_WHOLE + r"))*|" +
                     r"(?>" + _WORD_PLACE + r"|[A-Z]?" + _BARE_WHOLE + r")(?:" + _SEP + r"(?>" + _WORD_PLACE + r"|" +
                     _BARE_WHOLE + r"))*)" +
                     r"[ \t\n~]*+(?:ff?\.?|et seq\.?|of|in)?[ \t\n~]*)")
SKIP_ARGS = {  # (a citation's keys are skipped too, and its notes read: Scanner._citation)
    # a strut's or a box's sizes; the box's text, the argument after them, is read (red team 48b: "\rule{0pt}{3ex}0.917",
    # "\parbox{2cm}{0.917}" lost the number or read the width)
    "\\rule": (1, 2), "\\parbox": (3, 1), "\\raisebox": (2, 1),
    "\\orcid": (0, 1),  # acmart's \orcid{0000-0002-5258-3805} (rust_gc, set 44)
    "\\numberofauthors": (0, 1),  # ACM sig-alternate's count of author blocks, never printed (curricula_lda, set 45)
    "\\colorlet": (1, 2),  # xcolor's \colorlet{lowlight}{black!40}: a colour mix, never printed (dowdep_mining)
    "\\largerpage": (1, 0),  # Language Science Press's \largerpage[2]: lines added to a page (subjinv_french)
    "\\textls": (1, 0),  # microtype's letter spacing \textls[-10]{text}: the amount is layout, the text is read
    "\\firstpage": (0, 1),  # the Frontiers class's first page number, metadata (phyto_abs, set 47)
    "\\postcode": (0, 1),  # acmart's author address field \postcode{M13 9PL} (scatter_opacity, set 48)
    "\\addlinespace": (1, 0),  # booktabs' \addlinespace[.1cm]: vertical space between rows (video_handbook)
    "\\hstretch": (0, 1),  # scalerel's \hstretch{2}{x}: the factor is layout, the stretched text is read
    "\\vstretch": (0, 1),
    **{c: (1, 1) for c in ("\\bibliography",
                           "\\bibliographystyle", "\\usepackage", "\\documentclass", "\\RequirePackage",
                           "\\hspace", "\\hspace*", "\\vspace", "\\vspace*", "\\linespread", "\\scalebox",
                           "\\color", "\\pagecolor", "\\captionsetup", "\\sisetup", "\\lstset", "\\pgfplotsset",
                           "\\hypersetup", "\\geometry", "\\cline", "\\thispagestyle", "\\pagestyle",
                           "\\pagenumbering", "\\bibitem", "\\nth", "\\ding", "\\thanks", "\\author",
                           "\\affil", "\\address", "\\email", "\\date", "\\keywords",
                           "\\setstretch", "\\graphicspath", "\\addbibresource", "\\ORCID", "\\DOI",
                           "\\doi", "\\arraystretch", "\\includepdf", "\\lstinputlisting", "\\inputminted",
                           "\\pgfplotstableread", "\\tikzset", "\\usetikzlibrary", "\\usepgfplotslibrary",
                           "\\PassOptionsToPackage", "\\newlength", "\\newcounter", "\\refstepcounter",
                           "\\stepcounter", "\\verbatiminput", "\\rotatebox", "\\textcolor", "\\colorbox",
                           "\\hyperlink", "\\hypertarget", "\\cellcolor", "\\rowcolor", "\\columncolor",
                           "\\arrayrulecolor", "\\epsscale", "\\ccsdesc")},
    **{c: (1, 3) for c in ("\\rowcolors",)},  # \rowcolors[cmds]{start}{odd}{even}: no printed text
    # \settowidth{len}{text} and its kin measure a box and print nothing (renaissance, set 40, measures a table cell
    # in \AtBeginDocument: read once hooks ran at \begin{document})
    **{c: (0, 2) for c in ("\\settowidth", "\\settoheight", "\\settodepth", "\\settototalheight")},
    **{c: (0, 2) for c in ("\\setlength", "\\addtolength", "\\setcounter", "\\addtocounter", "\\resizebox",
                           "\\resizebox*", "\\fontsize", "\\newtheorem", "\\DeclareMathOperator",
                           "\\DeclareMathOperator*", "\\SetKwComment", "\\SetKwFunction", "\\SetKwProg")},
    **{c: (1, 2) for c in ("\\fcolorbox",)},  # \fcolorbox[model]{frame}{background}{text}
    **{c: (0, 3) for c in ("\\definecolor",)},
    **{c: (0, 1) for c in ("\\circle", "\\circle*")},  # picture mode's diameter (see PICTURE_COMMANDS)
}
# Where a text argument follows the skipped ones, it is scanned: \textcolor{red}{text},
# \resizebox{w}{h}{box}, \colorbox{c}{text}, \rotatebox{90}{text}.
_DEFINITIONS = {"\\newcommand", "\\renewcommand", "\\providecommand", "\\newcommand*", "\\renewcommand*",
                "\\providecommand*", "\\newenvironment", "\\renewenvironment", "\\newenvironment*",
                "\\DeclareRobustCommand", "\\DeclareRobustCommand*", "\\NewDocumentCommand",
                "\\RenewDocumentCommand", "\\DeclareDocumentCommand", "\\NewDocumentEnvironment",
                "\\newcolumntype", "\\DeclarePairedDelimiter", "\\patchcmd", "\\apptocmd", "\\pretocmd"}
_TEXT_SCRIPTS = {"\\textsuperscript": "^", "\\textsubscript": "_"}
REF_COMMANDS = {"\\ref", "\\eqref", "\\autoref", "\\cref", "\\Cref", "\\pageref", "\\nameref", "\\vref", "\\Vref",
                "\\labelcref", "\\cpageref", "\\subref", "\\autoref*", "\\ref*", "\\crefrange",
                "\\Crefrange", "\\cref*", "\\Cref*", "\\fref", "\\Fref", "\\vpageref", "\\zcref",
                # Language Science Press's \REF{ex:20.4} and \Ref refer to numbered examples (idioms_passive, set 47)
                "\\REF", "\\Ref",
                # and its class's \figref, \tabref, \sectref, \chapref (vogt_robots, set 67: the class file is not the
                # paper's, so "\figref{f:st:10000}" printed its label), as other papers' own macros name them
                "\\figref", "\\Figref", "\\tabref", "\\Tabref", "\\sectref", "\\Sectref", "\\secref", "\\Secref",
                "\\chapref", "\\Chapref", "\\appref", "\\Appref",
                # eLife's class refers by number: \\FIG{1}F, \\FIGSUPP[3]{fig3sup1}, \\TABLE{2} (replay_speed, set 72:
                # the class file is not the paper's, so each printed a bare figure number where results are reported)
                "\\FIG", "\\FIGSUPP", "\\TABLE", "\\TABLESUPP", "\\VIDEO", "\\VIDEOSUPP", "\\EQ"}
SECTIONING = {"\\part": 0, "\\chapter": 1, "\\section": 2, "\\subsection": 3, "\\subsubsection": 4,
              "\\paragraph": 5, "\\subparagraph": 6}
BREAKS = {"\\item", "\\par", "\\bibitem", "\\maketitle", "\\twocolumn", "\\onecolumn", "\\newpage", "\\clearpage", "\\bigskip", "\\medskip",
          "\\smallskip", "\\noindent", "\\centering", "\\toprule", "\\midrule", "\\bottomrule", "\\hline",
          "\\botrule", "\\State", "\\Statex", "\\If", "\\Else", "\\ElsIf", "\\For", "\\ForAll", "\\While",
          "\\Return", "\\Procedure", "\\Function", "\\EndFor", "\\EndIf", "\\EndWhile", "\\EndProcedure"}
# Comments that end a line and take its end with them, up to the next line's first character (never a blank line).
_COMMENT_LINES = lazy(r"(?:[ \t]*\n)?(?:[ \t]*%[^\n]*\n)+[ \t]*(?=[^\s%])")
_NAME_COMMENT = lazy(r"%[^\n]*(?:\n[ \t]*|$)")  # inside \input{res%<newline>ults}: TeX drops it and the line end
# A file name after a brace-less \input: TeX reads it up to a space or the end of the line.
_BARE_INPUT = lazy(r"[ \t]*(?:\n[ \t]*)?(?:\"([^\"\n]+)\"|([A-Za-z0-9_./-]+))")  # \input"a name" too (red team 47b)

# Code a paper runs when it is built (PythonTeX, SageTeX, knitr): what it prints is computed, so it is never read as
# text and each print is one untrusted stand-in digit. PythonTeX's Python families are known by their names; its
# other languages' (\\rb, \\jl, \\bash, ...) only once \\usepackage{pythontex} is seen, SageTeX's once sagetex is.
_CODE_PACKAGES = frozenset(("pythontex", "sagetex"))
_PYTHON_FAMILIES = ("py", "sympy", "pylab")
_OTHER_FAMILIES = ("rb", "ruby", "jl", "julia", "octave", "bash", "js", "javascript", "pl", "perl", "raku", "perlsix",
                   "rs", "rust", "R")
_CODE_KINDS = ("", "s", "c", "b", "v")  # print, substitute, run (prints what it prints), block, verbatim
_CODE_COMMAND_KIND = {f"\\{f}{k}": k for f in _PYTHON_FAMILIES + _OTHER_FAMILIES for k in _CODE_KINDS}
_PYTHONTEX = frozenset(f"\\{f}{k}" for f in _PYTHON_FAMILIES for k in _CODE_KINDS)
_PYTHONTEX_OTHER = frozenset(f"\\{f}{k}" for f in _OTHER_FAMILIES for k in _CODE_KINDS)
_SAGETEX = frozenset(("\\sage", "\\sagestr", "\\sageplot"))
# \\pycon{...} prints a console's echo of its expression
_COMPUTED_ALWAYS = frozenset(("\\Sexpr", "\\printpythontex", "\\stdoutpythontex", "\\pycon"))
# The environments that hold such code: run silently, shown, or run with their output shown.
_CODE_ENV_KINDS = ("code", "block", "console", "sub", "verbatim", "silent")
_PYTHONTEX_ENVS = frozenset(f + k for f in _PYTHON_FAMILIES for k in _CODE_ENV_KINDS)
_OTHER_CODE_ENVS = frozenset(f + k for f in _OTHER_FAMILIES + ("sage",) for k in _CODE_ENV_KINDS)
# Code that prints: a run command or environment with one of these prints output the gate cannot see.
_PRINTS = lazy(r"print|stdout|\bwrite\(|\bputs\b|\becho\b|\bdisp\b|console\.log|\bcat\(")
VERBATIM_ENVS = {"verbatim", "verbatim*", "Verbatim", "Verbatim*", "lstlisting", "minted", "comment", "alltt",
                 "BVerbatim", "LVerbatim", "filecontents", "filecontents*", "tikzpicture", "pgfpicture",
                 "forest", "dot2tex", "asy", "sparkline"}
MATH_ENVS = {"equation", "equation*", "align", "align*", "alignat", "alignat*", "gather", "gather*", "multline",
             "multline*", "flalign", "flalign*", "eqnarray", "eqnarray*", "displaymath", "dmath", "dmath*",
             "math", "subequations", "split", "cases", "IEEEeqnarray", "IEEEeqnarray*", "algorithmic",
             "algorithm2e", "algorithmic*", "CCSXML"}
# Arrays inside math ($\begin{array}{c} 992.53 \\ (808.2, 3865.3) \end{array}$ in a table cell: renaissance, set
# 40): their \\ and & lay out one cell, never end the table's row or cell, and array's column spec prints nothing.
INNER_ARRAYS = {"array", "subarray", "matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "smallmatrix",
                "aligned", "gathered", "alignedat"}
TABLE_ENVS = {"tabular": 0, "tabular*": 1, "tabularx": 1, "tabulary": 1, "longtable": 0, "longtable*": 0,
              "supertabular": 0, "xtabular": 0, "tblr": 0, "NiceTabular": 0, "deluxetable": 0, "deluxetable*": 0,
              "splitdeluxetable": 0, "splitdeluxetable*": 0}
# AASTeX deluxetable: a table and its own float. Layout commands take arguments that are no numbers;
# \tablehead holds the header row, \startdata/\enddata bound the data rows.
DELUXE_LAYOUT = {"\\tablecolumns", "\\tablewidth", "\\tabletypesize", "\\tablenum", "\\tablecolsep"}
DELUXE_NOTES = {"\\tablenotetext": 1, "\\tablecomments": 0, "\\tablerefs": 0}
FLOAT_ENVS = {"figure", "figure*", "table", "table*", "wrapfigure", "wraptable", "subfigure", "SCfigure"}
# Environments whose arguments lay out the page, never printed: (optional, required) as in SKIP_ARGS.
# \begin{minipage}[c]{14cm} printed a 14 and \begin{adjustwidth}{-25mm}{-15mm} a -25, both read as results.
LAYOUT_ENVS = {"minipage": (3, 1), "paracol": (0, 1), "adjustwidth": (0, 2), "adjustwidth*": (0, 2), "changemargin": (0, 2),
               "multicols": (0, 1), "multicols*": (0, 1), "spacing": (0, 1), "wrapfigure": (1, 2),
               "wraptable": (1, 2), "subfigure": (1, 1), "subtable": (1, 1), "column": (1, 1), "adjustbox": (0, 1)}
# LaTeX's picture mode (Inkscape's pdf_tex exports): coordinates in parentheses and the lengths after them place
# things, they print nothing; the text a \put places (\makebox(0,0)[lb]{\smash{12 ms}}) is read. Per command: the
# (x,y) groups it may take, then the {length} arguments after them (\line(1,-2){7}, \multiput(0,0)(1,0){5}{..}).
PICTURE_COMMANDS = {"\\put": (1, 0), "\\makebox": (1, 0), "\\framebox": (1, 0), "\\dashbox": (1, 0),
                    "\\line": (1, 1), "\\vector": (1, 1), "\\multiput": (2, 1), "\\qbezier": (3, 0), "\\oval": (1, 0)}
_COORDINATES = lazy(r"[ \t]*\([ \t]*[-+]?[0-9.]+[ \t]*(?:,[ \t]*[-+]?[0-9.]+[ \t]*)?\)")


def _skip_coordinates(text: str, pos: int, n: int) -> int:
    """Up to n picture-mode (x,y) groups from pos."""
    for _ in range(n):
        m = _COORDINATES.match(text, pos)
        if m is None:
            break
        pos = m.end()
    return pos


# What a layout argument holds: a length (0.45\textwidth, -25mm, 5cm), a position or a count (r, t, 2, 1.5).
# A calc expression of lengths is layout too: \begin{minipage}[t]{1\columnwidth - 2\fboxsep - 2\fboxrule}
# (kalman_wind, set 44); each of its terms carries a unit or a length command, so printed "1 - 2" is none. A length
# command may be negated: MDPI's \begin{adjustwidth}{-\extralength}{0cm} (battery_soc, set 69).
_LENGTH_TERM = r"(?:[0-9]*\.?[0-9]+)?[ ]*(?:\\[a-zA-Z]+|pt|mm|cm|in|em|ex|bp|pc|sp)"
_LAYOUT_ARG = lazy(r"[-+]?(?:[0-9]*\.?[0-9]+)?[ ]*(?:\\(?:textwidth|linewidth|columnwidth|textheight|hsize|"
                   r"paperwidth)|pt|mm|cm|in|em|ex|bp|pc|sp)?|[a-zA-Z]{1,2}|"
                   # any length command, scaled or negated (-0.5\extralength, - \extralength), and e-TeX's length
                   # arithmetic (\dimexpr0.5\textwidth-1em\relax): red team 49
                   r"[-+]?[ ]*(?:[0-9]*\.?[0-9]+)?[ ]*\\[a-zA-Z]+|\\(?:dim|glue)expr.*|"
                   r"[-+]?" + _LENGTH_TERM + r"(?:[ ]*[-+][ ]*" + _LENGTH_TERM + r")+")
# key=value options of any layout environment (LAYOUT_ENVS): \begin{adjustbox}{scale=.85} printed a .85 (vm_warmup,
# set 42). Every item a key with an optional value that is a length or a number; printed text never has that shape.
_KEYVAL_ITEM = (r"[A-Za-z][A-Za-z ]*(?:=[ ]*(?:[-+]?(?:[0-9]*\.?[0-9]+)?[ ]*(?:\\[a-zA-Z]+|pt|mm|cm|in|em|ex|bp)?|"
                r"[a-z]+))?")
_KEYVAL_LAYOUT = lazy(_KEYVAL_ITEM + r"(?:[ ]*,[ ]*" + _KEYVAL_ITEM + r")*[ ]*,?")
# ifthen's and etoolbox's booleans (the flags \newif makes: \fulltrue and \iffull act on them too) and etoolbox's
# toggles, by what each command does and which kind it acts on (Scanner._boolean).
BOOLEAN_COMMANDS = {
    "\\newboolean": ("declare", "bool"), "\\provideboolean": ("declare", "bool"), "\\setboolean": ("set", "bool"),
    "\\newbool": ("declare", "bool"), "\\providebool": ("declare", "bool"), "\\setbool": ("set", "bool"),
    "\\booltrue": ("true", "bool"), "\\boolfalse": ("false", "bool"), "\\ifbool": ("is", "bool"),
    "\\notbool": ("not", "bool"), "\\ifthenelse": ("test", "bool"), "\\ifboolexpr": ("test", "bool"),
    "\\newtoggle": ("declare", "toggle"), "\\providetoggle": ("declare", "toggle"), "\\settoggle": ("set", "toggle"),
    "\\toggletrue": ("true", "toggle"), "\\togglefalse": ("false", "toggle"), "\\iftoggle": ("is", "toggle"),
    "\\nottoggle": ("not", "toggle")}
# The title's parts, kept until \maketitle prints them (Scanner._print_titles): MDPI's \Title, KOMA's and beamer's
# \subtitle (red team 49), ICML's \icmltitle (red team 49b).
TITLE_COMMANDS = {"\\title": "title", "\\Title": "title", "\\subtitle": "subtitle", "\\icmltitle": "title"}
# Hooks whose code LaTeX runs at \begin{document}, not in a group: a flag set there stays set
# (\AtBeginDocument{\toggletrue{full}}: red team 49), and what it prints opens the body (red team 49b).
HOOK_COMMANDS = frozenset(("\\AtBeginDocument", "\\AtEndPreamble", "\\AfterEndPreamble"))
_BOOLEAN_TEST = lazy(r"[ \t\n]*(\\not[ \t\n]*)?\\boolean[ \t\n]*\{([^{}]+)\}[ \t\n]*")


# What TeX's numeric conditionals compare: a number (a dimension with its unit, an octal, hex or character code), a
# counter's value, a box's size, a length register (scaled: 0.5\textwidth) or a macro with no braced argument; the
# relation between two of them. Never a command that takes an argument: in "\ifnum1=1\textbf{94.3}\fi" the 94.3
# prints (red team 49c).
_IF_OPERAND = (r"[ \t]*(?:[-+][ \t]*)*(?:\\value[ \t]*\{[^{}]*\}|\\(?:wd|ht|dp)[ \t]*[0-9]+|"
               r"(?:[0-9]*\.?[0-9]+)?[ \t]*\\[A-Za-z@]*(?:width|height|depth|skip|sep|indent|size|length|margin)"
               r"(?![A-Za-z@])|\\[A-Za-z@]+(?![A-Za-z@])(?![ \t]*[{\[])|"
               r"[0-9]*\.?[0-9]+(?:[ \t]*(?:pt|em|ex|cm|mm|in|sp|bp|pc|dd|cc|mu)(?![A-Za-z]))?|`\\?.|'[0-7]+|\"[0-9A-F]+)"
               r"[ \t]*")
_IF_COMPARED = lazy(_IF_OPERAND + r"[<=>]" + _IF_OPERAND)
_IF_NUMBER = lazy(_IF_OPERAND)
_IF_OPERANDS = {"\\ifnum": _IF_COMPARED, "\\ifdim": _IF_COMPARED, "\\ifodd": _IF_NUMBER, "\\ifcase": _IF_NUMBER}


def _flag_key(space: str, name: str) -> str:
    """Where a flag is kept: a boolean is \\newif's \\if<name>; a toggle has a table of its own."""
    return ("\\if" if space == "bool" else "toggle:") + name.strip()
# A TeX length assignment after a command: \movetableright=-20mm, \tabcolsep=3pt (no printed number).
# Only after a name that is a length register (\tabcolsep, \parskip, \textwidth, \movetableright): after any other
# command "=3.2mm" may be a printed result ("the error of \ours=3.2mm" with \ours defined in a .sty; red team 12).
_LENGTH_REGISTER = lazy(r"\\(?:[a-z]*(?:sep|skip|indent)|movetable(?:right|left)|textwidth|textheight|linewidth|"
                        r"columnwidth|hoffset|voffset|oddsidemargin|evensidemargin|topmargin|headheight|"
                        r"marginparwidth|fboxrule|arrayrulewidth|extrarowheight|parindent)$")
# TeX's integer parameters, assigned with or without "=": "{\\interfootnotelinepenalty=10000 \\footnote{...}}" and
# "\\clubpenalty 10000" print nothing (deepsphere_cosmo, set 73, printed a 10000). Outside math, as lengths are; only
# TeX's and LaTeX's own names: "\\latencypenalty 93" from a package the gate cannot see prints its 93 (red team 51).
_INTEGER_PARAMETERS = frozenset("\\" + n for n in (
    "penalty interlinepenalty clubpenalty widowpenalty displaywidowpenalty brokenpenalty binoppenalty relpenalty "
    "predisplaypenalty postdisplaypenalty floatingpenalty hyphenpenalty exhyphenpenalty outputpenalty linepenalty "
    "interfootnotelinepenalty interdisplaylinepenalty doublehyphendemerits finalhyphendemerits adjdemerits hbadness "
    "vbadness tolerance pretolerance looseness hangafter lefthyphenmin righthyphenmin uchyph maxdeadcycles "
    "errorcontextlines").split())
_INTEGER_ASSIGN = lazy(r"[ \t]*=?[ \t]*[-+]?(?:[0-9]+(?![0-9.])|'[0-7]+|\"[0-9A-F]+)[ \t]?")
_CHAR_CODE = lazy(r"[ \t]*(?:[0-9]+|'[0-7]+|\"[0-9A-F]+|`\\?.)")
# TeX's spacing primitives take their glue without braces: "\\vskip 0.5cm", "\\kern-2pt", "\\hskip 1em plus 1fil",
# "\\mkern3mu", "\\raise0.5\\baselineskip" print no number (dielectrics_ml, set 65, printed the 0.5 of a \\vskip).
GLUE_COMMANDS = frozenset(("\\vskip", "\\hskip", "\\kern", "\\mskip", "\\mkern", "\\raise", "\\lower",
                           "\\moveleft", "\\moveright"))
_GLUE_UNIT = r"[ \t]*(?:pt|mm|cm|in|em|ex|bp|pc|sp|dd|cc|mu|fil+|\\[A-Za-z@]+)"
_GLUE = lazy(r"[ \t]*=?[ \t]*[-+]?(?:[0-9]*\.)?[0-9]+" + _GLUE_UNIT +
             r"(?:[ \t]+(?:plus|minus)[ \t]+[-+]?(?:[0-9]*\.)?[0-9]+" + _GLUE_UNIT + r")*")
_LENGTH_ASSIGN = lazy(r"[ \t]*=[ \t]*[-+]?(?:[0-9]*\.)?[0-9]+(?:pt|mm|cm|in|em|ex|bp|pc|sp|dd|cc|mu)"
                      r"(?![A-Za-z])")

# siunitx unit macros rendered as unit text.
SI_UNITS = {
    "\\kilo": "k", "\\mega": "M", "\\giga": "G", "\\tera": "T", "\\peta": "P", "\\exa": "E", "\\milli": "m",
    "\\micro": "µ", "\\nano": "n", "\\pico": "p", "\\femto": "f", "\\kibi": "Ki", "\\mebi": "Mi", "\\gibi": "Gi",
    "\\tebi": "Ti", "\\byte": "B", "\\bit": "bit", "\\second": "s", "\\hertz": "Hz", "\\meter": "m",
    "\\metre": "m", "\\gram": "g", "\\watt": "W", "\\joule": "J", "\\volt": "V", "\\ampere": "A",
    "\\kelvin": "K", "\\percent": "%", "\\per": "/", "\\minute": "min", "\\hour": "h", "\\day": "d",
    "\\degreeCelsius": "°C", "\\celsius": "°C", "\\flop": "FLOP", "\\FLOP": "FLOP", "\\flops": "FLOP/s",
    "\\square": "", "\\cubic": "", "\\litre": "L", "\\liter": "L", "\\decibel": "dB", "\\bel": "B",
    "\\mole": "mol", "\\newton": "N", "\\pascal": "Pa", "\\ohm": "Ω", "\\radian": "rad",
    "\\degree": "°", "\\arcsecond": "″", "\\gigabyte": "GB", "\\megabyte": "MB", "\\kilobyte": "kB",
    "\\terabyte": "TB", "\\gigahertz": "GHz", "\\megahertz": "MHz", "\\millisecond": "ms",
    "\\microsecond": "µs", "\\nanosecond": "ns", "\\kilogram": "kg",
}
# A redefinition of \\appendix, wherever it hides (\\AtBeginDocument{\\let\\appendix\\relax}, \\@namedef{appendix}{}):
# LaTeX may then print no appendix where the source says \\appendix. Not a patch (\\apptocmd\\appendix adds to it).
_APPENDIX_REDEFINED = lazy(r"\\(?:let|def|gdef|edef|xdef|renewcommand\*?|providecommand\*?|DeclareRobustCommand\*?|"
                           r"RenewDocumentCommand|DeclareDocumentCommand|renewrobustcmd)[\s{]*\\appendix(?![A-Za-z@])|"
                           r"\\@namedef\s*\{\s*appendix\s*\}|\\csname\s*appendix\s*\\endcsname")
# Commands whose optional argument is printed: subcaptions (subfig, subfigure), the units package's value.
PRINTED_OPTIONAL = frozenset(("\\subfloat", "\\subfigure", "\\subtable", "\\sidesubfloat", "\\unit", "\\unitfrac"))
# Page-breaking hints take a digit that prints nothing: \\linebreak[4].
_HINTS = frozenset(("\\linebreak", "\\nolinebreak", "\\pagebreak", "\\nopagebreak", "\\newline"))


def _skip_to_argument(text: str, pos: int) -> int:
    """Past spaces, line ends and comments, as TeX reads them before an argument."""
    m = _BLANK_AND_COMMENTS.match(text, pos)
    return m.end() if m else pos


_BLANK_AND_COMMENTS = lazy(r"(?:[ \t\n]|%[^\n]*)*")


def _option_number(arg: str) -> bool:
    """An unknown command's optional argument that holds a number and is no option list (key=value), placement or
    layout length: it may be printed, so it is read rather than dropped."""
    return bool(_DIGIT.search(arg)) and "=" not in arg and not _LAYOUT_NUMBER.fullmatch(arg.strip())

# siunitx macro: (number arguments, has a unit argument)
_BARE_EXPONENT = re.compile(r"[eE][-+]?[0-9]")  # siunitx: \num{e4} is 10^4, a mantissa of 1 left out
SI_NUMBER = {"\\num": (1, False), "\\tablenum": (1, False), "\\SI": (1, True), "\\qty": (1, True),
             "\\si": (0, True), "\\unit": (0, True), "\\SIrange": (2, True), "\\qtyrange": (2, True),
             "\\numrange": (2, False), "\\numlist": (1, False), "\\SIlist": (1, True), "\\qtylist": (1, True),
             "\\ang": (1, False), "\\numproduct": (1, False), "\\qtyproduct": (1, True)}

_PREFIXES = {"\\global", "\\long", "\\protected", "\\outer"}
_PATCHES = {"\\patchcmd", "\\apptocmd", "\\pretocmd"}
# etoolbox's robust definitions read like \\newcommand, LaTeX's expandable ones like \\NewDocumentCommand: a number
# defined through them must not vanish (red team 15).
_ROBUST = {"\\newrobustcmd", "\\renewrobustcmd", "\\providerobustcmd"}
_EXPANDABLE = {"\\NewExpandableDocumentCommand", "\\RenewExpandableDocumentCommand",
               "\\DeclareExpandableDocumentCommand", "\\ProvideExpandableDocumentCommand"}
_PROVIDES_ONLY = {"\\providecommand", "\\ProvideDocumentCommand", "\\providerobustcmd",
                  "\\ProvideExpandableDocumentCommand"}  # define a name only if it is not yet defined
_DEFINITIONS |= {"\\ProvideDocumentCommand", "\\RenewDocumentEnvironment", "\\renewenvironment*"} | _ROBUST | \
    {c + "*" for c in _ROBUST} | _EXPANDABLE
# Definitions whose macro is remembered and expanded where used.
_STORED = {"\\newcommand", "\\renewcommand", "\\providecommand", "\\DeclareRobustCommand", "\\newenvironment",
           "\\renewenvironment", "\\NewDocumentCommand", "\\RenewDocumentCommand", "\\DeclareDocumentCommand",
           "\\ProvideDocumentCommand", "\\NewDocumentEnvironment", "\\RenewDocumentEnvironment"} | _ROBUST | _EXPANDABLE
# expl3 code (\\ExplSyntaxOn .. \\ExplSyntaxOff, or a whole \\ProvidesExplPackage file) is read for what it defines,
# never run: every document command it defines is untrusted. Its value is followed through internal functions and
# token lists defined there (\\cs_new:Npn \\__my_acc: {91.2}, \\NewDocumentCommand\\acc{}{\\__my_acc:}); a value that still
# calls expl3 code cannot be read, and the command prints a stand-in digit, so a use is a reported, untrusted
# number rather than nothing (red team 16).
_EXPL_OFF = "\\ExplSyntaxOff"
_EXPL_FILES = frozenset(("\\ProvidesExplPackage", "\\ProvidesExplClass", "\\ProvidesExplFile"))
_EXPL_TOKEN = lazy(r"%[^\n]*|\\ExplSyntaxOff(?![A-Za-z@_:])|\\begin[ \t]*\{document\}|\\(?:endgroup|egroup)(?![A-Za-z@_:])|"
                   r"\\[A-Za-z@_:]+|\\.|[{}]", re.S)
_EXPL_CS = lazy(r"\\[A-Za-z@_:]+")
_EXPL_DEF = lazy(r"\\(?:(?P<expl>cs_(?:g?new|g?set)(?:_protected)?(?:_nopar)?|tl_(?:g?set|const|g?new|g?put_right|"
                 r"g?put_left)|(?:int|fp|dim|str|clist|seq|prop|bool|box|coffin)_[a-z_]+|cs_(?:g?new|g?set)_eq)"
                 r":[A-Za-z]*|(?P<latex>NewDocumentCommand|RenewDocumentCommand|DeclareDocumentCommand|"
                 r"ProvideDocumentCommand|NewExpandableDocumentCommand|RenewExpandableDocumentCommand|"
                 r"DeclareExpandableDocumentCommand|ProvideExpandableDocumentCommand|newcommand|renewcommand|"
                 r"providecommand|DeclareRobustCommand|newrobustcmd|renewrobustcmd|providerobustcmd|def|gdef|"
                 r"edef|xdef|let))(?![A-Za-z@_:])\*?[\s~]*")
_EXPL_NAME = lazy(r"\{?[\s~]*(\\[A-Za-z@_:]+)[\s~]*\}?|\{([A-Za-z@_:]+)\}")
_EXPL_PARAMS = lazy(r"(?:[\s~]*(?:#[1-9]|\[[^\]]*\]))*[\s~]*")
_EXPL_DOC_NAME = lazy(r"\\[A-Za-z@]+")  # a document command: no _ or : in its name
_EXPL_LOAD = lazy(r"\\(input|include|usepackage|RequirePackage|InputIfFileExists|LoadClass)(?![A-Za-z@_:])[\s~]*"
                  r"(?:\[[^\]]*\][\s~]*)?\{([^{}\\#]*)\}")
EXPL_STAND_IN = "0"
# Commands _model handles: definitions, conditionals, grouping and what cannot be modelled.
_MODEL = _DEFINITIONS | set(UNMODELLED) | PRIMITIVE_IFS | {
    "\\def", "\\gdef", "\\edef", "\\xdef", "\\let", "\\newif", "\\unless", "\\else", "\\fi", "\\or",
    "\\begingroup", "\\endgroup", "\\bgroup", "\\egroup", "\\phantom", "\\hphantom", "\\vphantom", "\\csname",
    "\\expandafter", "\\catcode"} | set(BOOLEAN_COMMANDS) | HOOK_COMMANDS
# Handled by name whatever a paper defines: a redefined \section or \cite keeps its structural meaning
# (class-style redefinitions such as \renewcommand\section{\@startsection...} must not print their numbers).
# Builtins a paper's own definition replaces: a reference or citation command the paper defines prints what its
# definition prints ("\\newcommand{\\figref}[1]{#1}" then "\\figref{93.1}" hid a printed 93.1 from the gate); one the
# gate cannot model is read untrusted.
_REDEFINABLE = frozenset(REF_COMMANDS) | frozenset(CITE_COMMANDS)
_BUILTIN = (set(SYMBOLS) | LENGTHS | set(SKIP_ARGS) | CITE_COMMANDS | set(REF_COMMANDS) | set(SI_NUMBER) | BREAKS | _MODEL
            | {c + s for c in SECTIONING for s in ("", "*")} | {
                "\\begin", "\\end", "\\verb", "\\verb*", "\\lstinline", "\\mintinline", "\\input", "\\include",
                "\\subfile", "\\import", "\\subimport", "\\inputfrom", "\\subinputfrom", "\\includefrom",
                "\\subincludefrom", "\\lstinputlisting", "\\caption", "\\captionof", "\\footnote", "\\footnotetext",
                "\\tablefootnote", "\\marginpar", "\\href", "\\url", "\\nolinkurl", "\\path", "\\label",
                "\\includegraphics", "\\includegraphics*", "\\codedigest", "\\appendix", "\\printbibliography",
                "\\multicolumn", "\\multirow", "\\cmidrule", "\\abstract", "\\Abstract", "\\(", "\\)", "\\[", "\\]", "\\\\", "\\tabularnewline",
                "\\iftrue", "\\iffalse"})
# ReScience C's abstract is a macro its class prints (Scanner._class_abstract).
CLASS_ABSTRACT = "\\articleABSTRACT"
_BUILTIN_ENVS = VERBATIM_ENVS | MATH_ENVS | set(TABLE_ENVS) | FLOAT_ENVS | {"document", "abstract", "thebibliography"}
_CS_RE = lazy(r"\\(?:[A-Za-z@]+|.)", re.S)
# A macro's own name right after another control sequence inside its expansion is that command's argument, which
# TeX does not expand: \renewcommand\large{\@setfontsize\large{10pt}{12}} (RSC's template) names itself. Elsewhere
# a macro that uses itself never ends in LaTeX either, and stays an error.
_CS_BEFORE = lazy(r"(\\[A-Za-z@]+)[ \t]*$")
# Commands that take a control sequence as a token, never expanding it. Any other command before a macro's own
# name may expand it (\acc after an unmodelled \loadacc): that stays the recursion error, failing closed.
_TAKES_A_TOKEN = frozenset(("\\@setfontsize", "\\@setsize", "\\let", "\\def", "\\gdef", "\\newcommand", "\\renewcommand",
                            "\\providecommand", "\\DeclareRobustCommand", "\\noexpand", "\\ifx", "\\string",
                            "\\meaning", "\\show", "\\robustify", "\\protected@edef"))
_CATCODE_ASSIGNMENT = lazy(r"\s*`(?:\\.|[^\\\s])\s*=?\s*[0-9]{1,2}(?![0-9])")
_AT_LETTER = lazy(r"\s*`\\?@\s*=?\s*1[12](?![0-9])")


def _expl_region(text: str, pos: int, whole: bool) -> Tuple[int, int]:
    """(end of the expl3 code, where scanning resumes): \\ExplSyntaxOff (resume after it), the close of the group
    it opened in or \\begin{document} (resume there), or the end of the file."""
    depth = 0
    for m in _EXPL_TOKEN.finditer(text, pos):
        tok = m.group()
        if tok == "{":
            depth += 1
        elif tok == "}" or tok in ("\\endgroup", "\\egroup"):
            if depth == 0 and not whole:
                return m.start(), m.start()
            depth -= 1 if tok == "}" else 0
        elif tok.startswith("\\begin") and not whole:
            return m.start(), m.start()
        elif tok == _EXPL_OFF and depth == 0 and not whole:
            return m.start(), m.end()
    return len(text), len(text)


def _group_at(region: str, p: int) -> Tuple[Optional[str], int]:
    """The {group} at p of expl3 code (blanks and ~ skipped), read as every argument is (Scanner._balanced):
    (its inner text, the position after it), or (None, p) when none starts there or it never closes."""
    p = _skip_blank(region, p, len(region))
    if region[p : p + 1] != "{":
        return None, p
    inner, after = Scanner._balanced(region, p, "{", "}")
    return (inner, after) if region[after - 1 : after] == "}" and after - p - 2 == len(inner) else (None, p)


def _expl3_definitions(text: str, pos: int, end: int, reason: str) -> List[Tuple[str, Macro]]:
    """The document commands expl3 code in text[pos:end] defines, each untrusted: its value followed through the
    code's own functions and token lists, or a stand-in digit where it cannot be read."""
    bodies: Dict[str, Tuple[str, int]] = {}
    unread: set = set()
    text = text[:end]  # the code's groups never run past it
    for m in _EXPL_DEF.finditer(text, pos, end):
        definer = m.group("expl") or m.group("latex")
        named = _EXPL_NAME.match(text, m.end(), end)
        if named is None:
            continue
        name = named.group(1) or "\\" + named.group(2)
        p = named.end()
        if definer.endswith("_eq") or definer == "let":  # \cs_new_eq:NN \a \b, \let\a\b: \a is \b
            target = _EXPL_CS.match(text, _skip_blank(text, p, end))
            bodies[name] = (target.group() if target else "", 0)
            unread.discard(name)
            continue
        if "Document" in definer:  # \NewDocumentCommand\name{spec}{body}
            spec, p = _group_at(text, p)
            nargs = len(re.findall(r"[mrRvbeE]|[oOdDgG](?:\{[^{}]*\})?", spec or ""))
        else:
            params = _EXPL_PARAMS.match(text, p, end)
            nargs = params.group().count("#") if params else 0
            if params and "[" in params.group():  # \newcommand\name[2]
                n = re.search(r"\[([0-9])\]", params.group())
                nargs = int(n.group(1)) if n else 0
            p = params.end() if params else p
        body, _ = _group_at(text, p)
        if definer in ("tl_new", "tl_gnew") and name not in bodies:
            bodies[name] = ("", 0)  # an empty token list until something is put in it
        elif body is None or definer.startswith(("int_", "fp_", "dim_", "str_", "clist_", "seq_", "prop_", "bool_",
                                                   "box_", "coffin_")) or definer.endswith(("put_right", "put_left")):
            unread.add(name)  # computed, appended or not a braced value: not read
        else:
            bodies[name] = (body, nargs)
            unread.discard(name)
    out = []
    for name in sorted(set(bodies) | unread):
        if not _EXPL_DOC_NAME.fullmatch(name):
            continue  # the code's own functions and variables: read through the commands that use them
        body, nargs = bodies.get(name, ("", 0))
        for _ in range(8):  # follow the code's functions and token lists, bounded in depth and in size
            body2 = _EXPL_CS.sub(functools.partial(_expl_value, bodies, name), body)
            if body2 == body or len(body2) > len(text):
                break
            body = body2
        if name in unread or len(body) > len(text) or any("_" in c or ":" in c for c in _EXPL_CS.findall(body)):
            out.append((name, Macro(EXPL_STAND_IN, 0, unmodelled=f"{name} {reason} (what it prints cannot be read: "
                                                                   "a stand-in digit is reported)")))
        else:
            out.append((name, Macro(body, nargs, unmodelled=f"{name} {reason}")))
    return out


def _expl_value(bodies: Dict[str, Tuple[str, int]], own: str, m: "re.Match[str]") -> str:
    """A control sequence of an expl3 value replaced by what the code defined it as (not the command itself)."""
    cs = m.group()
    return bodies[cs][0] if cs in bodies and cs != own else cs


def _skip_blank(text: str, p: int, end: int) -> int:
    while p < end and text[p] in " \t\n~":
        p += 1
    return p


_DIGITS_BEFORE = lazy(r"[0-9]+$")


def _braced_thousands(text: str, brace: int, after: int) -> bool:
    """{,} between digits in math groups thousands when exactly three digits follow and the digits before are no
    lone 0 (2{,}000, 10{,}000); otherwise it is a decimal comma (3{,}14, 0{,}125, 93{,}1)."""
    before = _DIGITS_BEFORE.search(text, max(0, brace - 16), brace)
    return text[after : after + 3].isdigit() and not text[after + 3 : after + 4].isdigit() and \
        before is not None and before.group() != "0"


# Operator names LaTeX prints as upright words (\max prints "max").
OPERATOR_NAMES = frozenset(("\\max", "\\min", "\\sup", "\\inf", "\\lim", "\\log", "\\ln", "\\lg", "\\exp",
                             "\\det", "\\arg", "\\deg", "\\dim", "\\sin", "\\cos", "\\tan", "\\cot", "\\sec",
                             "\\csc", "\\sinh", "\\cosh", "\\tanh", "\\coth", "\\arcsin", "\\arccos", "\\arctan",
                             "\\gcd", "\\Pr", "\\ker", "\\hom", "\\liminf", "\\limsup"))
# What \\not (or \\cancel) strikes through, and the glyph it prints: the relation may stand in braces, after spaces,
# a line break or a spacing command (\\not{<}, \\not\\,<: red team 50).
_NEGATED_RELATION = lazy(r"(?:[ \t\n]|\\[,;:!])*(\{)?[ \t]*(<|>|=|\\(?:leqslant|geqslant|lessapprox|gtrapprox|"
                         r"lesssim|gtrsim|leqq|geqq|leq?|geq?|sim|approx|in|equiv|lll|ggg|ll|gg|lneqq|gneqq|lneq|gneq|"
                         r"lnsim|gnsim)(?![A-Za-z]))(?(1)[ \t]*\})")
_NEGATED_GLYPHS = {"<": "≮", ">": "≯", "=": "≠", "\\le": "≰", "\\leq": "≰", "\\leqslant": "≰", "\\leqq": "≰",
                   "\\ge": "≱", "\\geq": "≱", "\\geqslant": "≱", "\\geqq": "≱", "\\lesssim": "≴",
                   "\\lessapprox": "≴", "\\gtrsim": "≵", "\\gtrapprox": "≵", "\\sim": "≁", "\\approx": "≉",
                   "\\in": "∉", "\\equiv": "≢",
                   # "$\\not\\ll 2$": a struck "much less" is no bound (red team 51b)
                   **{f"\\{n}": g + "\u0338" for n, g in (("ll", "≪"), ("gg", "≫"), ("lll", "⋘"), ("ggg", "⋙"),
                                                         ("lneq", "⪇"), ("lneqq", "⪇"), ("lnsim", "⪇"), ("gneq", "⪈"),
                                                         ("gneqq", "⪈"), ("gnsim", "⪈"))}}
# What follows an accent when the accented symbol is given a value: "{\\gamma}_1 = ", "\\theta=".
_ACCENTED_ASSIGNED = lazy(r"[ \t\n]*(?:\{(?:[^{}]|\{[^{}]*\}){1,40}\}|\\[A-Za-z]+|[A-Za-z])"
                          r"(?:[_^](?:\{(?:[^{}]|\{[^{}]*\}){0,40}\}|[A-Za-z0-9]))*(?:\{\}|[ \t\n~]|\\[,;:! ])*=")
_ESTIMATE_HATS = frozenset(("\\hat", "\\widehat"))
# Fractions, read as numerator/denominator.
_FRACTIONS = frozenset(("\\frac", "\\dfrac", "\\tfrac", "\\cfrac", "\\sfrac", "\\nicefrac", "\\flatfrac",
                        "\\slantfrac", "\\textfrac", "\\xfrac", "\\genfrac"))
_BINOMIALS = frozenset(("\\binom", "\\dbinom", "\\tbinom"))
_CONTROL_WORD = lazy(r"\\(?:[A-Za-z@]+|.)")
_STRIKES = frozenset(("\\not", "\\centernot", "\\cancel", "\\bcancel", "\\xcancel"))
# Old font switches, which print nothing; in math the spaces after them print nothing either.
_MATH_FONT_SWITCHES = frozenset(("\\rm", "\\it", "\\bf", "\\sf", "\\tt", "\\sl", "\\cal", "\\mit",
                                 "\\scriptstyle", "\\scriptscriptstyle", "\\textstyle", "\\displaystyle"))


@dataclass
class SourceFile:
    path: Path
    display: str  # relative to the main file's folder, POSIX
    text: str
    line_starts: List[int]

    def line_col(self, offset: int) -> Tuple[int, int]:
        i = bisect.bisect_right(self.line_starts, offset) - 1
        return i + 1, offset - self.line_starts[i] + 1


@dataclass
class Block:
    """Rendered visible text of one block, with a run map back to the sources."""

    index: int
    kind: str  # prose, caption, footnote, heading, table
    section: str
    parts: List[str] = field(default_factory=list)
    # Runs: (offset in block text, rendered length, file index, source offset, source length, context, seq)
    runs: List[Tuple[int, int, int, int, int, str, int]] = field(default_factory=list)
    length: int = 0
    table: Optional["Table"] = None
    heading: str = ""  # the chain of open section, subsection and paragraph titles: "Evaluation > Setup"
    row: int = -1  # row number within its table
    cell_spans: List[int] = field(default_factory=list)  # per cell: how many columns it spans
    # (start, end, reason): text from LaTeX the scanner cannot model (a real \if condition, \catcode,
    # computed names): numbers there are never trusted (they need an anchor, and their anchors are unresolved).
    unmodelled: List[Tuple[int, int, str]] = field(default_factory=list)
    # (start, end, source): a typeset fraction (\frac{5}{2} printed "5/2"): its numbers are its parts, never its value
    fractions: List[Tuple[int, int, str]] = field(default_factory=list)
    _text: Optional[str] = None
    _starts: Optional[List[int]] = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = "".join(self.parts)
        return self._text

    def run_at(self, offset: int):
        if self._starts is None or len(self._starts) != len(self.runs):
            self._starts = [r[0] for r in self.runs]
        return self.runs[max(0, bisect.bisect_right(self._starts, offset) - 1)]

    def source(self, offset: int) -> Tuple[int, int]:
        """(file index, source offset) of the character at `offset` of the rendered text."""
        start, length, file, src, src_len, _, _ = self.run_at(offset)
        return file, src + (offset - start if length == src_len else 0)


@dataclass
class Table:
    rows: int = 0
    # Block indices of the captions of the float around the table (shared with the float, so a caption
    # after the tabular counts too): the table model reads them (classify.py).
    captions: list[int] = field(default_factory=list)
    # [first block, end block) of that float, shared with it: its notes (threeparttable) lie inside.
    float_span: list[int] = field(default_factory=list)
    first_block: int = 0  # the first block the table environment opened, and where it was opened
    opened: str = ""
    untrusted_to: int = 0  # left open where LaTeX would end it: the blocks up to here are already marked


@dataclass
class Comment:
    text: str
    file: int
    offset: int  # source offset of the '%'
    own_line: bool  # nothing but white space before it on its line
    seq: int  # runs appended before it
    prev_visible: Optional[Tuple[int, int, int, int]]  # (block, offset, file, source offset) of the last visible char


@dataclass
class Ref:
    label: str
    block: Optional[int]
    offset: int  # in the block text, where the \ref stood
    file: int
    src: int


def _tail(blk: Block, offset: int) -> str:
    """The block's text from `offset` on, joined from its last parts only."""
    parts, length = [], blk.length
    for part in reversed(blk.parts):
        if length <= offset:
            break
        parts.append(part)
        length -= len(part)
    return "".join(reversed(parts))[offset - length :]


@dataclass
class Document:
    files: List[SourceFile]
    blocks: List[Block]
    comments: List[Comment]
    refs: List[Ref]
    labels: List[Tuple[str, str, int, int]]  # (label, enclosing float env or "", file, source offset)
    graphics: List[Tuple[str, int, int]]  # (path, file, source offset)
    codedigests: List[Tuple[str, int, int]]  # (value, file, source offset)
    # (block, kind) -> (spans' stamp, starts, spans by start, furthest end so far): _span_at's index
    _span_index: Dict[Tuple[int, str], tuple] = field(default_factory=dict, repr=False, compare=False)

    def position(self, file: int, src: int) -> Tuple[str, int, int]:
        f = self.files[file]
        line, col = f.line_col(src)
        return f.display, line, col

    def fraction_at(self, block: int, offset: int) -> Optional[str]:
        """The source of the typeset fraction this offset of a block is part of (numerator or denominator), or None."""
        return self._span_at(block, offset, "fractions")

    def unmodelled_at(self, block: int, offset: int) -> Optional[str]:
        """Why the text at this offset of a block cannot be trusted (LaTeX the scanner cannot model), or None."""
        return self._span_at(block, offset, "unmodelled")

    def _span_at(self, block: int, offset: int, spans: str) -> Optional[str]:
        """What the block's span of this kind ("fractions", "unmodelled") covering the offset says, or None. Spans
        are searched by their starts (a paragraph of 6,000 anchored fractions made a scan per anchor quadratic); the
        index is rebuilt when the spans change."""
        if not 0 <= block < len(self.blocks):
            return None
        found = getattr(self.blocks[block], spans)
        if not found:
            return None
        key = (block, spans)
        stamp = (len(found), found[-1])  # spans are only appended, or the last one extended
        index = self._span_index.get(key)
        if index is None or index[0] != stamp:
            ordered = sorted(found, key=lambda span: span[0])
            reach, furthest = [], -1
            for _, end, _ in ordered:
                furthest = max(furthest, end)
                reach.append(furthest)  # the furthest end of any span starting at or before this one
            index = (stamp, [span[0] for span in ordered], ordered, reach)
            self._span_index[key] = index
        _, starts, ordered, reach = index
        i = bisect.bisect_right(starts, offset) - 1
        while i >= 0 and reach[i] > offset:  # a span starting earlier may still cover the offset (nested)
            start, end, what = ordered[i]
            if start <= offset < end:
                return what
            i -= 1
        return None


def read_tex(path: Path, display: str, root: Optional[Path] = None, budget: Optional[int] = None) -> str:
    """Through the one confined opener (files.read_confined): a regular file, inside root, within budget."""
    return read_text(path, display, locate="line", root=root, budget=budget)


def read_style(path: Path, display: str, root: Path, budget: int) -> str:
    """A local .sty or .cls: UTF-8, or else Latin-1 (older packages are; TeX reads bytes, and a digit is one
    byte either way), so a shipped package never stops the gate over its encoding."""
    raw = read_confined(root, path, display, budget)
    try:
        return decode(raw, display, "line")
    except InputError:
        return raw.decode("latin-1").replace("\r\n", "\n").replace("\r", "\n")


def _line_starts(text: str) -> List[int]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i != -1:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


class _Frame:
    __slots__ = ("kind", "data", "depth")

    def __init__(self, kind: str, data=None, depth: int = 0):
        self.kind = kind
        self.data = data
        self.depth = depth  # the macro scope depth before this group opened: its end unwinds to it


class _Expansion:
    """A macro use being expanded: where it stands in the text that holds it, and the map of its expansion."""

    __slots__ = ("site", "starts", "segments")

    def __init__(self, site: Tuple[int, int], segments: List[Tuple[int, int, int]]):
        self.site = site  # (offset, length) of the use, arguments included, in the enclosing text
        self.segments = segments
        self.starts = [s[0] for s in segments]


class Scanner:
    """One pass over the main file and everything it \\inputs, in reading order."""

    def __init__(self, main: Path):
        self.main = main
        self.root = main.parent.resolve()
        self.files: List[SourceFile] = []
        self.file_index: dict = {}  # resolved path -> index in files (a file included twice is read once)
        self.blocks: List[Block] = []
        self.comments: List[Comment] = []
        self.refs: List[Ref] = []
        self.labels: List[Tuple[str, str, int, int]] = []
        self.graphics: List[Tuple[str, int, int]] = []
        self.codedigests: List[Tuple[str, int, int]] = []
        self.section = "body"
        self.parent_section = "body"  # the section of the last \section: where an unnamed subsection belongs
        self.chapter_section: Optional[str] = None  # the section of the \chapter in force, if any
        self.heading = ""
        self.headings: List[Tuple[int, str]] = []
        self.appendix = False
        self.results_before_appendix = True
        self.seq = 0
        self.open_files: List[Path] = []
        self.streams: List[Optional[Block]] = [None]  # the block text goes to; None: start one lazily
        self.stream_kinds: List[str] = ["prose"]
        self.frames: List[_Frame] = []
        # per [..] argument being read: its text, where its ] is, read as an option, a block of its own
        self.opt_closes: List[Tuple[str, int, bool, bool]] = []
        self.option_depth = 0  # inside the optional argument of a command not known to print it
        self.in_place = 0  # arguments read in place inside each other (_read_in_place)
        self.titles: Dict[str, Tuple[int, str, int, int]] = {}  # kept until printed: kind -> (file, text, start, end)
        self.hooks: List[Tuple[int, str, int, int]] = []  # \AtBeginDocument code, run at \begin{document}
        self.envs: List[str] = []
        self.ending: set = set()  # stack depths of user environments whose end code is running
        self.env_depths: List[int] = []  # per open environment: the macro scope depth before it began
        self.tables: List[Table] = []
        self.float_captions: list[list[int]] = []  # per open float (or deluxetable): its caption blocks
        self.inner_rows = 0  # open arrays inside the math now open (INNER_ARRAYS); closing the math ends them
        self.float_spans: list[list[int]] = []  # per open float: [first block, end block)
        self.broken_floats: list[tuple[list[int], Table]] = []  # a float whose tabular its group ended: untrusted
        # Floats that stand after the text (AASTeX puts tables after the acknowledgements) and the labels of
        # floats: such a float belongs where it is cited, not to the back matter (see _place_back_floats).
        self.back_floats: list[list[int]] = []
        # After \\bibliography or \\printbibliography, until the next heading: the entries print from a .bbl file
        # the gate never reads, so the prose that follows in the .tex is no bibliography and keeps its section.
        self.after_bibliography = False
        self.before_bibliography: List[str] = []  # per open thebibliography: the section it interrupted
        self.float_labels: dict[str, list[int]] = {}
        self.math = ""  # "", "inline", "display"
        self.math_stack: List[str] = []
        self.preamble = False
        self.preamble_abstract = False  # inside a \begin{abstract} the preamble holds (see _environment)
        self.section_before_abstract = ""
        # ReScience C's \def\articleABSTRACT{...}: (file, text, body start, body end) of its definition in the
        # preamble; the class prints it (see _class_abstract).
        self.class_abstract: Optional[Tuple[int, str, int, int]] = None
        self.last_visible: Optional[Tuple[int, int, int, int]] = None
        self.last_char = ""  # the last character emitted (a ^ or _ before { opens a script in math)
        self.script_depth = 0  # inside x^{...} or x_{...} in math: digits there are never mentions
        self.scopes = Scopes()  # user macros (with arguments), local to their group as in TeX
        # Commands that print one of their arguments, modelled as macros (a paper may redefine them).
        self.scopes.set("\\texorpdfstring", Macro(body="#1", nargs=2), global_=True)
        self.expanding: List[_Expansion] = []  # macro uses being expanded, outermost first
        self.active: List[Macro] = []  # the user macros being expanded, outermost first
        self.outer_expansions = 0  # expansions open around the \input being scanned
        self.global_next = False  # a \global prefix applies to the next definition
        # Budgets (SPEC section 1).
        self.latex_read = 0
        self.expansions = 0
        self.anchors = 0
        self.inclusions = 0
        # Conditionals: per open \if.., "true" (its true branch is scanned; \else skips to \fi), "else" (the
        # false branch was skipped, \else reached) or "unmodelled" (a real condition: both branches scanned,
        # untrusted), with the taint it replaced.
        self.conds: List[Tuple[str, Optional[str]]] = []
        self.unless = False
        # Untrusted text: cond_taint while inside an unmodelled conditional; taint (with the scope depth it
        # lasts to, and whether it outlives a paragraph) for other constructs the scanner cannot model.
        self.cond_taint: Optional[str] = None
        self.taint: Optional[str] = None
        self.taint_depth = 0
        self.taint_sticky = False
        # Documents nested in the body: an \input file written to compile alone (\documentclass{standalone}
        # ... \end{document}), whose frame the standalone or docmute package strips when it is included.
        self.nested_documents = 0
        self.code_packages: set = set()  # pythontex, sagetex: packages that run code in the paper (their commands)

    # -- output helpers --------------------------------------------------------------------------
    def _block(self) -> Block:
        blk = self.streams[-1]
        if blk is None:
            kind = self.stream_kinds[-1]
            table = self.tables[-1] if kind == "table" and self.tables else None
            blk = Block(len(self.blocks), kind, self.section, table=table, heading=self.heading)
            if table is not None:
                blk.row = table.rows
                table.rows += 1
                blk.cell_spans.append(1)
            self.blocks.append(blk)
            self.streams[-1] = blk
        return blk

    def _context(self) -> str:
        if self.option_depth:
            return "option"
        kind = self.stream_kinds[-1]
        if kind == "table":
            return "table"
        if self.script_depth:
            return "script"
        if self.math == "inline" and kind == "prose":
            return "math"
        return "prose" if kind == "heading" else kind

    def _map(self, src: int, src_len: int) -> Tuple[int, int, bool]:
        """Place text from a macro expansion in the file: argument text where it was written (exact), the
        body's own text at the use."""
        exact = True
        for exp in reversed(self.expanding):
            i = bisect.bisect_right(exp.starts, src) - 1
            seg = exp.segments[i] if i >= 0 else None
            if seg is not None and seg[2] >= 0 and src + src_len <= seg[1]:
                src = seg[2] + (src - seg[0])
            else:
                src, src_len = exp.site
                exact = False
        return src, src_len, exact

    def _src(self, src: int) -> int:
        """A source offset in the file for an offset in the text being scanned."""
        return self._map(src, 0)[0] if self.expanding else src

    def emit(self, text: str, file: int, src: int, src_len: int) -> None:
        if not text or self.preamble or self.math == "display":
            return
        if self.expanding:  # argument text keeps its own place; the body's own text is placed at the use
            if src_len == len(text) > 1:
                exp = self.expanding[-1]
                while True:  # a token that runs across arguments' edges is split there, piece by piece
                    i = bisect.bisect_right(exp.starts, src) - 1
                    piece_end = exp.segments[i][1] if i >= 0 else src + src_len
                    if not src < piece_end < src + src_len:
                        break
                    cut = piece_end - src
                    self._place(text[:cut], file, src, cut)
                    text, src, src_len = text[cut:], piece_end, src_len - cut
            self._place(text, file, src, src_len)
            return
        self._append(text, file, src, src_len)

    def _place(self, text: str, file: int, src: int, src_len: int) -> None:
        """Expanded text at its place in the file."""
        src, src_len, exact = self._map(src, src_len)
        if not exact and len(text) == src_len and len(text) > 1:
            # A run of the same length as its source reads as a character-by-character copy: keep the
            # body's text visibly placed at the whole use.
            self._append(text[:-1], file, src, src_len)
            self._append(text[-1:], file, src, src_len)
            return
        self._append(text, file, src, src_len)

    def _append(self, text: str, file: int, src: int, src_len: int) -> None:
        blk = self._block()
        self.seq += 1
        blk.runs.append((blk.length, len(text), file, src, src_len, self._context(), self.seq))
        blk.parts.append(text)
        blk.length += len(text)
        blk._text = None
        why = self.taint or self.cond_taint
        if why is not None:
            spans = blk.unmodelled
            if spans and spans[-1][1] == blk.length - len(text) and spans[-1][2] == why:
                spans[-1] = (spans[-1][0], blk.length, why)
            else:
                spans.append((blk.length - len(text), blk.length, why))
        self.last_char = text[-1]
        stripped = text.rstrip()
        if stripped.strip():
            last = len(stripped) - 1
            self.last_visible = (blk.index, blk.length - len(text) + last,
                                 file, src + (last if len(text) == src_len else 0))

    def hard_break(self) -> None:
        """End the current block of the current stream."""
        self.streams[-1] = None

    def push_stream(self, kind: str) -> None:
        self.streams.append(None)
        self.stream_kinds.append(kind)

    def pop_stream(self) -> None:
        if len(self.streams) > 1:
            self.streams.pop()
            self.stream_kinds.pop()

    # -- untrusted regions -------------------------------------------------------------------------
    def _untrusted(self, what: str, file: int, start: int, sticky: bool = False) -> None:
        """From here to the end of the enclosing group (or, outside any group, of the paragraph; with sticky,
        of the document) the text comes from LaTeX the scanner cannot model: its numbers are not trusted."""
        if self.taint is not None and self.taint_depth <= self.scopes.depth():
            return  # an enclosing region already covers this one
        self.taint = f"{what} at {self._where(file, start)} cannot be modelled"
        self.taint_depth = self.scopes.depth()
        self.taint_sticky = sticky

    def _open_scope(self) -> int:
        depth = self.scopes.depth()
        self.scopes.push()
        return depth

    def _close_scope(self, depth: int) -> None:
        self.scopes.unwind(depth)
        if self.taint is not None and self.taint_depth > depth:
            self.taint = None

    # -- files -----------------------------------------------------------------------------------
    def run(self) -> Document:
        display = self.main.name
        text = self._read(self.main, display)
        self.preamble = "\\begin{document}" in text
        self.scan_file(self.main.resolve(), display, text)
        self._print_titles()  # a title no \maketitle printed is read all the same (fail closed)
        self.hard_break()
        self.close_open_tables("the end of the paper")
        self._place_back_floats()
        # Blocks keep their indices (refs and comments point at them); empty ones have no text.
        return Document(self.files, self.blocks, self.comments, self.refs, self.labels, self.graphics,
                        self.codedigests)

    def _place_back_floats(self) -> None:
        """A table or figure placed after the acknowledgements or the bibliography (AASTeX's layout) is part of
        the text that cites it: its blocks take the section of its first citation from a section in coverage,
        or of the last such section before it. Left in the back matter, a results table would be out of
        coverage (and so would one first cited from Related Work or left after an appendix: red team 3)."""
        blocks = self.blocks
        # Sections a float may belong to: not the back matter, nor a section out of coverage (a results table
        # first cited from Related Work is still a results table).
        outside = [b.section in BACK_MATTER or b.section in EXCLUDED_BY_DEFAULT for b in blocks]
        for span in self.back_floats:
            first, end = span
            labels = {label for label, owner in self.float_labels.items() if owner is span}
            cites = [r.block for r in self.refs if r.label in labels and r.block is not None
                     and not first <= r.block < end and not outside[r.block]]
            # A citation from a strict section comes first: citing a results table from the introduction
            # first must not make it a warn-only table.
            home = next((blocks[b] for b in cites if blocks[b].section in STRICT_BY_DEFAULT),
                        blocks[cites[0]] if cites else None)
            # An appendix float stays in the appendix unless a strict section cites it ("Table A1 lists every
            # run"): then its numbers are that section's results (red team 4).
            in_appendix = first < end and blocks[first].section == "appendix"
            if in_appendix and (home is None or home.section not in STRICT_BY_DEFAULT):
                continue
            if home is None:
                home = next((blocks[i] for i in range(first - 1, -1, -1) if not outside[i]), None)
            if home is None:
                continue
            for blk in blocks[first:end]:
                blk.section, blk.heading = home.section, home.heading

    def _read(self, path: Path, display: str, root: Optional[Path] = None, reader=read_tex) -> str:
        """A LaTeX file's text, checked before it is opened: a regular file (a FIFO or device would block or
        never end) that fits in what is left of the LaTeX budget (a huge file is never read whole). The
        stat below only words the budget error; the confined opener checks the opened file itself (fstat),
        so a file swapped after the stat is still refused, and an \\input target stays in `root`."""
        try:
            st = os.stat(path)
        except OSError:
            st = None  # read_tex names the problem (no such file, a symlink loop, ...)
        if st is not None:
            if not stat.S_ISREG(st.st_mode):
                raise InputError(display, "not a regular file (a FIFO, device or folder is never read)")
            if self.latex_read + st.st_size > LATEX_BUDGET:
                raise InputError(display, f"LaTeX budget: more than {LATEX_BUDGET >> 20} MiB of LaTeX "
                                          f"after \\input and macro expansion (this file is {st.st_size} bytes)")
        return reader(path, display, root, max(0, LATEX_BUDGET - self.latex_read))

    def _charge(self, chars: int, file: int, src: int) -> None:
        self.latex_read += chars
        if self.latex_read > LATEX_BUDGET:
            raise InputError(self._where(file, src), f"LaTeX budget: more than {LATEX_BUDGET >> 20} MiB of LaTeX "
                                                     "after \\input and macro expansion")

    def _resolve_input(self, arg: str, file: int, src: int, cmd: str = "\\input") -> Tuple[Path, str]:
        found = self._find_input(arg, file, src, cmd)
        if found is None:
            raise InputError(self._where(file, src), f"{cmd}{{{arg.strip()}}}: no such file")
        return found

    def _find_input(self, arg: str, file: int, src: int, cmd: str = "\\input") -> Optional[Tuple[Path, str]]:
        """The \\input target's real path and display name, None if no spelling of it exists; one leaving the
        paper's folder or not a regular file is an error."""
        where = self._where(file, src)
        name = arg.strip()
        if not name:
            raise InputError(where, "\\input with an empty file name")
        candidate = (self.root / name)
        options = [candidate] if name.endswith(".tex") else [candidate.with_name(candidate.name + ".tex"), candidate]
        for path in options:
            try:
                resolved = path.resolve()
            except (OSError, RuntimeError, ValueError):  # a symlink loop, an unreadable path or a NUL: try the
                continue  # next spelling; when none exists the \\input is an error below, never skipped
            if self.root != resolved and self.root not in resolved.parents:
                raise InputError(where, f"{cmd}{{{name}}} leaves the paper's folder")
            try:
                mode = resolved.stat().st_mode
            except OSError:
                continue
            if stat.S_ISDIR(mode):
                continue
            if not stat.S_ISREG(mode):  # a FIFO would block, a device never ends: never opened
                raise InputError(where, f"{cmd}{{{name}}} is not a regular file")
            return resolved, resolved.relative_to(self.root).as_posix()
        return None

    def _load_local_packages(self, cmd: str, file: int, text: str, start: int, pos: int) -> int:
        """\\usepackage{mine} with a mine.sty in the paper's folder (a .cls for \\documentclass): its macros are
        the paper's (`\\newcommand{\\acc}{91.2}` in a local style printed a number the gate never saw; red team
        14). A package with no local file is a system one, never read. Only definitions are taken from the file,
        never run: class files are TeX programs the scanner does not model (run whole, 57 of 258 real class and
        style files stopped or changed the scan)."""
        # TeX skips spaces, line ends and comments before an argument: "\\usepackage% ours\n{mine}" loads mine.sty
        # (red team 16: the style's numbers once printed nothing).
        _, after = self._opt(text, _skip_to_argument(text, pos))
        arg, after = self._req(text, _skip_to_argument(text, after))
        _, after = self._opt(text, after)  # \usepackage{x}[2020/01/01]: the release date
        ext = ".cls" if cmd == "\\documentclass" else ".sty"
        for name in (arg.split(",") if arg is not None else []):
            name = _LATEX_COMMENT.sub("", name).strip()
            macro = self.scopes.get(name) if name.startswith("\\") else None
            if macro is not None and not macro.nargs and not macro.unmodelled:
                name = macro.body.strip()  # \\usepackage{\\mystyle} after \\newcommand{\\mystyle}{mine}
            if name == "changes" and cmd != "\\documentclass":
                self._seed_changes()
            if name in _CODE_PACKAGES:
                self.code_packages.add(name)
            if name:
                self._read_local_style(name + ext, file, start, cmd)
        return after

    def _seed_changes(self) -> None:
        """The changes package's markup, as final mode prints it: \\replaced[..]{new}{old} prints new, \\deleted
        and \\comment print nothing (draft mode strikes the old text out or sets the comment in the margin: neither
        is a claim). Read whole, \\replaced printed both versions' numbers (hbn_pod2, set 49). A paper's own
        definition of one of these names wins, as it would in LaTeX after the package."""
        for name, body, nargs in (("\\replaced", "#2", 3), ("\\added", "#2", 2), ("\\deleted", "", 2),
                                  ("\\comment", "", 2), ("\\highlight", "#2", 2)):
            if self.scopes.get(name) is None:
                self.scopes.set(name, Macro(body=body, nargs=nargs, default=""), global_=True)

    def _read_local_style(self, name: str, file: int, start: int, cmd: str, depth: int = 0) -> None:
        """A style, class or file a style loads, read for its definitions if it is in the paper's folder."""
        found = self._find_input(name, file, start, cmd)
        if found is None or found[0] in self.file_index:
            return
        if depth >= INPUT_DEPTH:
            raise InputError(self._where(file, start), f"\\input budget: styles loading styles more than {INPUT_DEPTH} deep")
        path, display = found
        style = self._read(path, display, self.root, read_style)
        self.inclusions += 1
        if self.inclusions > INPUT_BUDGET:
            raise InputError(self._where(file, start), f"\\input budget: more than {INPUT_BUDGET} inclusions")
        self.latex_read += len(style)
        self.file_index[path] = len(self.files)
        self.files.append(SourceFile(path, display, style, _line_starts(style)))
        self._style_definitions(self.file_index[path], style, depth)

    def _style_definitions(self, file: int, text: str, depth: int = 0) -> None:
        """The top-level definitions of a local style file, added to the paper's macros: never run, only read
        (\\newcommand and kin, \\def/\\gdef/\\edef/\\xdef, \\let, and the local files it loads in turn).

        A macro that programs TeX (conditions, \\csname, counters printed) and prints a digit is kept as
        unmodelled, so what it prints is never trusted. In a file that declares itself a package or class
        (\\ProvidesPackage ...), a macro using internals (`\\@...`) or programming is the package's machinery and
        is not taken, nor are its environments (`\\small`, `\\@setfontsize`, a class's proof environment).
        A \\renewcommand, \\def or \\let replaces an earlier definition, as in LaTeX; \\newcommand does not.
        Commands the scanner handles by name (\\section, \\cite, ...) keep their meaning."""
        real, self.scopes = self.scopes, Scopes()
        overriding: set = set()
        nested: List[Tuple[str, str]] = []
        try:
            braces, pos = 0, 0
            for m in _STYLE_TOKEN.finditer(text):
                if m.start() < pos:
                    continue  # inside a definition already read
                tok = m.group()
                if tok == "{":
                    braces += 1
                elif tok == "}":
                    braces = max(0, braces - 1)
                elif braces != 0:
                    continue
                elif tok == "\\ExplSyntaxOn" or tok in _EXPL_FILES:
                    pos = self._expl3(file, text, m.start(), m.end(), whole=tok in _EXPL_FILES)
                elif tok in _DEFINITIONS:
                    pos = self._definition(tok, file, text, m.start(), m.end())
                    key = _DEFINED_KEY.match(text, m.end())
                    if key and not tok.startswith(("\\newcommand", "\\providecommand")):
                        overriding.add(key.group(1) or f"env:{key.group(2).strip()}")
                elif tok in _STYLE_DEFS:
                    name, _ = self._defined_name(text, m.end(), None)
                    # \\edef and \\xdef are read like \\def: a style's body is never expanded at load
                    pos = self._def("\\def" if tok == "\\edef" else "\\gdef" if tok == "\\xdef" else tok,
                                    file, text, m.start(), m.end())
                    if name:
                        overriding.add(name)
                elif tok == "\\let":
                    target = _LET_PAIR.match(text, m.end())
                    if target and target.group(2) in self.scopes.table:
                        self.scopes.set(target.group(1), self.scopes.table[target.group(2)])
                        overriding.add(target.group(1))
                elif tok in _PACKAGE_LOADERS or tok in ("\\LoadClass", "\\input", "\\include"):
                    args, pos = self._skip_args(text, m.end(), 1, 1)
                    ext = "" if tok in ("\\input", "\\include") else ".cls" if "Class" in tok or "class" in tok else ".sty"
                    for name in (args[0].split(",") if args else []):
                        name = _LATEX_COMMENT.sub("", name).strip()
                        if name in _CODE_PACKAGES and ext == ".sty":
                            self.code_packages.add(name)  # a local style that loads them (red team 51b)
                        if name:
                            nested.append((name, ext or (".tex" if not name.endswith(".tex") else "")))
            found = self.scopes.table
        finally:
            self.scopes = real
        visible = _LATEX_COMMENT.sub("", text)
        distributed = _PROVIDES.search(visible) is not None
        printing = {k for k, mac in found.items() if _DIGIT.search(_LAYOUT_NUMBER.sub(" ", mac.body))}
        grew = True
        while grew:  # a macro that uses a printing one prints too: \\acc -> \\@acc -> 91.2
            grew = False
            for k, mac in found.items():
                if k not in printing and any(cs in printing for cs in _CS_RE.findall(mac.body)):
                    printing.add(k)
                    grew = True
        where = self.files[file].display
        for k in sorted(found):
            if k in _BUILTIN or (real.get(k) is not None and k not in overriding):
                continue
            mac = found[k]
            if "expl3 code" in mac.unmodelled:  # already untrusted; a declared expl3 package's values count too
                real.set(k, mac)
                continue
            programmed = bool(_PROGRAMMING.search(mac.body)) or bool(mac.unmodelled)
            machinery = programmed or "@" in "".join(_CS_RE.findall(mac.body))
            if distributed and (k.startswith("env:") or machinery):
                continue  # the package's own machinery
            if machinery and k not in printing:
                continue  # prints no digit: as if never read (it renders as nothing, as before)
            if programmed and not mac.unmodelled:
                mac = Macro(mac.body, mac.nargs, mac.default, unmodelled=f"{k} of {where} (TeX programming)")
            real.set(k, mac)
        for name, ext in nested:
            self._read_local_style(name + ext, file, 0, "\\RequirePackage", depth + 1)

    def _expand_title(self, title: str) -> str:
        """A heading with its argument-less user macros expanded (\\section{\\rtitle}), so a macro cannot hide
        the section's name; bounded like any expansion."""
        for _ in range(8):
            changed = False

            def body(m: re.Match) -> str:
                nonlocal changed
                macro = self.scopes.get(m.group())
                if macro is None or macro.nargs or macro.unmodelled or macro.alias or macro.cond is not None:
                    return m.group()
                changed = True
                return macro.body
            title = _COMMAND_NAME.sub(body, title)
            if not changed or len(title) > 2000:
                break
        return title[:2000]

    def _where(self, file: int, src: int) -> str:
        f = self.files[file]
        line, _ = f.line_col(self._src(src) if self.expanding else src)
        return f"{f.display}:{line}"

    def include(self, arg: str, file: int, start: int, cmd: str = "\\input") -> None:
        """Scan an \\input target in place, within the \\input budgets."""
        where = self._where(file, start)
        self.inclusions += 1
        if self.inclusions > INPUT_BUDGET:
            raise InputError(where, f"\\input budget: more than {INPUT_BUDGET} \\input/\\include inclusions")
        if len(self.open_files) >= INPUT_DEPTH:
            raise InputError(where, f"\\input budget: \\input nested more than {INPUT_DEPTH} files deep")
        path, display = self._resolve_input(arg, file, start, cmd)
        known = self.file_index.get(path)
        if known is not None:
            text = self.files[known].text
            self._charge(len(text), file, start)
        else:
            text = self._read(path, display, self.root)
        expanding, self.expanding = self.expanding, []  # the file's text has its own places
        self.outer_expansions += len(expanding)  # ... but its expansions still nest inside these
        try:
            self.scan_file(path, display, text)
        finally:
            self.expanding = expanding
            self.outer_expansions -= len(expanding)

    def scan_file(self, path: Path, display: str, text: str) -> None:
        if path in self.open_files:
            chain = " -> ".join(p.name for p in self.open_files + [path])
            raise InputError(display, f"\\input cycle: {chain}")
        self.open_files.append(path)
        file = self.file_index.get(path)
        if file is None:
            self.latex_read += len(text)
            file = len(self.files)
            self.file_index[path] = file
            self.files.append(SourceFile(path, display, text, _line_starts(text)))
        self._scan(file, text)
        self.open_files.pop()

    # -- the scanner -----------------------------------------------------------------------------
    def _scan(self, file: int, text: str, pos: int = 0, end: int | None = None) -> int:
        end = len(text) if end is None else end
        line_content = False  # a non-space token on the current line before this point
        line_comment = False  # the current line holds a comment (so it is not a blank line)
        match = _TOKEN.match
        while pos < end:
            if self.opt_closes and self.opt_closes[-1][0] is text and pos > self.opt_closes[-1][1]:
                self._close_opt(file, self.opt_closes[-1][1])  # a command inside took the ] as its argument
                continue
            m = match(text, pos, end)  # a token never runs past the end (a listing caption ends inside its options)
            if m is None:  # cannot happen with this pattern; if it ever does, read one character as text
                self.emit(text[pos], file, pos, 1)
                pos += 1
                continue
            kind = m.lastgroup
            tok = m.group()
            start, pos = pos, m.end()
            if kind == "text":
                if tok.strip():
                    line_content = True
                if self.opt_closes and self.opt_closes[-1][0] is text and start <= self.opt_closes[-1][1] < pos:
                    close = self.opt_closes[-1][1]  # the ] of a printed optional argument: it ends here
                    if close > start:
                        self.emit(text[start:close], file, start, close - start)
                    self._close_opt(file, close)
                    pos = close + 1
                    continue
                self.emit(tok if tok.strip() else " ", file, start, len(tok))
            elif kind == "nl":
                if not line_content and not line_comment:
                    if self.math != "display":
                        self.hard_break()  # a blank line ends the paragraph
                    if self.taint is not None and not self.taint_sticky and self.taint_depth == 0:
                        self.taint = None  # an untrusted construct outside any group lasts to the paragraph end
                else:
                    self.emit(" ", file, start, 1)
                line_content = line_comment = False
            elif kind == "comment":
                if not self.expanding:
                    if "CLAIM:" in tok:
                        self.anchors += tok.count("CLAIM:")
                        if self.anchors > ANCHOR_BUDGET:
                            raise InputError(self._where(file, start),
                                             f"anchor budget: more than {ANCHOR_BUDGET} CLAIM anchors")
                    self.comments.append(Comment(tok, file, start, not line_content, self.seq, self.last_visible))
                line_comment = True
            else:
                line_content = True
                if kind == "cmd":
                    pos = self._command(tok, file, text, start, pos)
                elif kind == "math":
                    self._dollar(tok)
                elif kind == "lbrace":
                    if self.math and text.startswith(",}", pos) and self.last_char.isdigit() and \
                            text[pos + 2 : pos + 3].isdigit():
                        # {,} in math: 2{,}000 groups thousands; 3{,}14, 0{,}125 and 93{,}1 are a decimal comma
                        # (read as one number, not as 3 and 14: a wrong value would pass at 0 decimals)
                        self.emit(THIN if _braced_thousands(text, start, pos + 2) else ".", file, start, 3)
                        pos += 2
                    elif self.math == "inline" and self.last_char in "^_":
                        self.script_depth += 1
                        self.frames.append(_Frame("script", None, self._open_scope()))
                    else:
                        if not self.math and text[start - 1 : start] == "}" and _NAME_GROUP_BEFORE.search(
                                text, max(0, start - 80), start) and _NUMBER_NEXT.match(text, pos):
                            # "\setmainfont{Times}{0.017}": a group holding a bare name (a font, a colour, a key) is
                            # rarely printed; glued to the next it read "Times0.017", a name, and every cell of a
                            # Quarto table vanished (haipyd, set 68). Kept apart, the number is read.
                            self.emit(" ", file, start, 0)
                        self.frames.append(_Frame("group", None, self._open_scope()))
                elif kind == "rbrace":
                    self._close_group()
                elif kind == "amp":
                    if self.stream_kinds[-1] == "table" and self.math != "display" and not (
                            self.inner_rows and self.math):
                        blk = self._block()
                        self.emit(CELL, file, start, 1)
                        blk.cell_spans.append(1)
                    else:
                        self.emit(" ", file, start, 1)
                elif kind == "tilde":
                    self.emit(NBSP, file, start, 1)
        return pos  # past `end` when \end{document} stopped the reading

    def _citation(self, file: int, text: str, pos: int, multi: bool = False, volume: bool = False) -> int:
        """\\citep[pre][post]{keys}: the keys are never read; each note holding a digit or a macro is read in place
        (see _CITE_LOCATOR). A multicite (\\parencites(all pre)(all post)[a][b]{x}[c][d]{y}...) reads its global
        notes in parentheses, then repeats the citation for each of its items, in a loop: thousands of them must not
        exhaust the stack. A volume citation (\\volcite[pre]{volume}[pages]{key}) reads its volume as a note too."""
        if multi:  # a ) not found near: a parenthesis of the prose after a multicite with no global notes
            pos = self._cite_notes(file, text, pos, 2, "(", ")") or pos
        while True:
            opened = self._cite_notes(file, text, pos, 1 if volume else 2, "[", "]")
            if opened is not None and volume:  # the volume, then the pages: \volcite[see]{3}[45]{key}
                opened = self._cite_notes(file, text, opened, 1, "{", "}")
                opened = None if opened is None else self._cite_notes(file, text, opened, 1, "[", "]")
            if opened is None:  # no closing delimiter near: the notes and keys are skipped as before
                return self._skip_args(text, pos, 2, 2 if volume else 1)[1]
            keys, after = self._req(text, opened)
            nxt = self._skip_spaces(text, after)
            if not multi or keys is None or text[nxt : nxt + 1] not in ("[", "{"):
                return after
            pos = after

    def _cite_notes(self, file: int, text: str, pos: int, most: int, opener: str, closer: str) -> Optional[int]:
        """Up to `most` notes of a citation, each between opener and closer, from pos: each read by _cite_note.
        Where the reading stopped, or None, having read none of them, when a note opens and does not close within
        5,000 characters."""
        spans = []
        for _ in range(most):
            p = self._skip_spaces(text, pos)
            if text[p : p + 1] != opener:
                break
            close = _balanced_end(text, p, min(len(text), p + 5000), opener, closer)
            if close == -1:
                return None
            spans.append((p, close))
            pos = close + 1
        for opening, close in spans:
            self._cite_note(file, text, opening, close)
        return pos

    def _cite_note(self, file: int, text: str, opening: int, close: int) -> None:
        """One note of a citation, between its delimiters at opening and close: read in place when it holds a digit
        or a macro (a macro may print a number too: \\citep[ours reaches \\ouracc]{x}, red team 48), as an option
        when it only locates a place in the cited work, with the math mode and groups it opens closed again at its
        end."""
        if not (_DIGIT.search(text, opening + 1, close) or "\\" in text[opening + 1 : close]):
            return
        locator = _CITE_LOCATOR.fullmatch(text, opening + 1, close) is not None
        self.option_depth += locator
        self.emit(" ", file, opening, 1)
        self._read_closed(file, text, opening + 1, close)
        self.option_depth -= locator
        self.emit(" ", file, close, 1)

    def _listing_caption(self, file: int, text: str, pos: int, limit: int) -> None:
        """\\begin{lstlisting}[caption={...}, title=...]: the caption (or title) is printed above the code, so it
        is read as a caption; the code itself never is. Only the value's own text is scanned, with the math mode
        and groups it opens closed again at its end."""
        span = _listing_caption_span(text, pos, limit)
        if span is None:
            return
        self.hard_break()
        self.push_stream("caption")
        self._read_closed(file, text, *span)
        self.hard_break()
        self.pop_stream()

    def _dollar(self, tok: str) -> None:
        if tok == "$$":
            self._toggle_math("display")
        elif self.math == "display":
            return  # a $ inside display math (rare; e.g. \text{$x$}) changes nothing for us
        else:
            self._toggle_math("inline")

    def _toggle_math(self, mode: str) -> None:
        if self.math == mode:
            self.math = ""
            self.inner_rows = 0  # an array left open in the math that closed cannot outlive it
        elif not self.math:
            self.math = mode

    def _close_group(self) -> None:
        if not self.frames:
            return  # an unbalanced } : LaTeX would fail; we keep going
        frame = self.frames.pop()
        # A tabular opened inside this group and still open ("{\\small\\begin{tabular}...}" with no \\end{tabular}):
        # LaTeX ends it here with an error, so what it held is untrusted and the text after the group is no table's
        # rows (red team 19).
        opened = [i for i, (_, depth) in enumerate(zip(self.envs, self.env_depths)) if depth > frame.depth]
        tables = sum(1 for i in opened if self.envs[i] in TABLE_ENVS)
        if tables and len(self.tables) >= tables:
            self.hard_break()
            broken = self.tables[-tables]
            self._untrust_since(broken, "the end of its group")
            while len(self.envs) > opened[0]:
                self._leave_env(self.envs.pop())
                self._close_scope(self.env_depths.pop() if self.env_depths else 0)
            if self.float_spans:  # the rest of the float around it is no note of that table either
                self.broken_floats.append((self.float_spans[-1], broken))
        self._close_scope(frame.depth)
        if frame.kind == "script":
            self.script_depth -= 1
        elif frame.kind == "stream":  # the end of a caption, footnote or heading argument
            self.hard_break()
            self.pop_stream()
        elif frame.kind == "preamble_text":  # the end of a preamble \abstract{...}: the text after
            self.hard_break()                    # \begin{document} is the body, not the abstract
            self.preamble = True
            self.section = "body"
        elif frame.kind == "row":  # the end of a deluxetable's \tablehead
            self.hard_break()

    # -- arguments -------------------------------------------------------------------------------
    @staticmethod
    def _skip_spaces(text: str, pos: int) -> int:
        m = _SPACES.match(text, pos)  # [ \t]* always matches
        return m.end() if m else pos

    @staticmethod
    def _balanced(text: str, pos: int, open_ch: str, close_ch: str, comments: bool = True) -> Tuple[str, int]:
        """The argument starting at text[pos] == open_ch, to its matching close; (content, end).

        comments=False for verbatim-like arguments such as URLs, where % is an ordinary character."""
        depth, i, end = 0, pos, len(text)
        while i < end:
            ch = text[i]
            if ch == "\\":
                i += 2
                continue
            if ch == open_ch:
                depth += 1
            elif ch == close_ch:
                depth -= 1
                if depth == 0:
                    return text[pos + 1 : i], i + 1
            elif ch == "%" and comments and open_ch == "{":
                nl = text.find("\n", i)
                i = end if nl == -1 else nl
                continue
            i += 1
        return text[pos + 1 :], end

    def _opt(self, text: str, pos: int) -> Tuple[Optional[str], int]:
        """An optional [..] argument. It must close within 200 characters and no blank line;
        otherwise the [ is ordinary text (an interval such as [0, n) must not swallow the paper)."""
        p = self._skip_spaces(text, pos)
        if p < len(text) and text[p] == "[":
            window = text[p : p + 200]
            arg, end = self._balanced(window, 0, "[", "]")
            if end <= len(window) and window[end - 1 : end] == "]" and "\n\n" not in window[:end]:
                return arg, p + end
        return None, pos

    def _open_opt(self, text: str, pos: int, kind: str = "printed") -> int:
        """Enter an optional [..] argument to read its text, which its ] ends; where there is none, pos. Kinds:
        printed (\\subfloat[caption], \\unit[5]{m}), item (\\item[label]: a block of its own), and option (an
        unknown command's, or an item's enumerator: its numbers are listed in the context "option", never dropped
        silently and never taken for prose)."""
        arg, after = self._opt(text, pos)
        if arg is None:
            return pos
        # \\item[1.], \\item[(ii)], \\item[$^1$]: an enumerator or a marker
        option = kind == "option" or (kind == "item" and not _LETTER.search(arg))
        self.frames.append(_Frame("opt", None, self._open_scope()))
        self.opt_closes.append((text, after - 1, option, kind == "item"))
        self.option_depth += option
        return after - len(arg) - 1

    def _close_opt(self, file: int, close: int) -> None:
        # Groups left open inside the brackets end with them (TeX would have complained; we keep going).
        while self.frames and self.frames[-1].kind != "opt":
            self._close_group()
        if self.frames:
            frame = self.frames.pop()
            self._close_scope(frame.depth)
        self.emit(" ", file, close, 1)  # \\unit[200]{nm}: the value and its unit stay apart
        _, _, option, item = self.opt_closes.pop()
        self.option_depth -= option
        if item:
            self.hard_break()  # "\\item[$^1$] first 1 million reads": the item's text opens its own block

    def _req(self, text: str, pos: int, comments: bool = True) -> Tuple[Optional[str], int]:
        p = self._skip_spaces(text, pos)
        if p < len(text) and text[p] == "\n":  # one line break may separate a command from its argument
            p = self._skip_spaces(text, p + 1)
        if p < len(text) and text[p] == "{":
            return self._balanced(text, p, "{", "}", comments)
        if p < len(text) and text[p] == "\\":  # \input\foo style: a single control sequence
            m = re.compile(r"\\[A-Za-z@]+").match(text, p)
            if m:
                return m.group(), m.end()
        return None, pos

    def _skip_args(self, text: str, pos: int, n_opt: int, n_req: int) -> Tuple[List[str], int]:
        args = []
        for _ in range(n_opt):
            _, pos = self._opt(text, pos)
        for i in range(n_req):
            arg, pos = self._req(text, pos)
            if arg is None:
                break
            args.append(arg)
            if i == 0:
                for _ in range(n_opt):
                    _, pos = self._opt(text, pos)
        return args, pos

    def _open_arg(self, text: str, pos: int, kind: str, data=None) -> int:
        """Enter a {..} argument whose content is scanned; the frame's kind decides what its } does."""
        p = self._skip_spaces(text, pos)
        if p < len(text) and text[p] == "{":
            self.frames.append(_Frame(kind, data, self._open_scope()))
            return p + 1
        return pos

    # -- commands --------------------------------------------------------------------------------
    def _command(self, cmd: str, file: int, text: str, start: int, pos: int, builtin: bool = False) -> int:
        if cmd in _PREFIXES:
            if cmd == "\\global":
                self.global_next = True
            return pos
        if cmd == "\\ExplSyntaxOn":
            return self._expl3(file, text, start, pos)
        if not builtin and (cmd not in _BUILTIN or cmd in _REDEFINABLE):
            macro = self.scopes.get(cmd)
            if macro is not None and cmd in _BUILTIN and macro.body == EXPL_STAND_IN and "expl3" in macro.unmodelled:
                # a citation command expl3 code computes (a tufte-style \sidecite): read as the citation it is; any
                # other definition the gate cannot model is expanded untrusted ("\NewDocumentCommand{\cref}{o m}{#2}"
                # then "\cref{93.1}" hid 93.1: red team 51)
                macro = None
            if macro is not None and not self._names_itself(macro, text, start):
                pos = self._use(cmd, macro, file, text, start, pos)
                self.global_next = False
                return pos
        if cmd in _MODEL or cmd.startswith("\\if") or (cmd.endswith(("true", "false")) and not builtin):
            return self._model(cmd, file, text, start, pos)
        self.global_next = False
        if cmd in _STRIKES:  # \not< prints ≮: read as "<" it let a value under the bound pass
            negated = _NEGATED_RELATION.match(text, pos)
            if negated is not None and (cmd in ("\\not", "\\centernot") or negated.group(1)):  # \cancel's: braced
                self.emit(_NEGATED_GLYPHS[negated.group(2)], file, start, negated.end() - start)
                return negated.end()
        if cmd in _FRACTIONS or cmd in _BINOMIALS:
            end = self._fraction(cmd, file, text, start, pos)
            if end is not None:
                return end
        if cmd in SYMBOLS:
            self.emit(SYMBOLS[cmd], file, start, len(cmd))
            if cmd in _HINTS and not self.math:
                pos = self._opt(text, pos)[1]  # \\linebreak[4]: how hard to break, never printed
            return pos
        if cmd in ACCENTS:
            if self.stream_kinds[-1] == "table" or (self.math and cmd in _ESTIMATE_HATS and
                                                     _ACCENTED_ASSIGNED.match(text, pos)):
                # an estimate's mark: "$\\hat{\\gamma}_1 = 5.05$" is no symbol given a value (fx_alpha, set 71);
                # elsewhere in prose the mark is left out, as the symbol patterns read a bare letter ("3 < n_opt < 9"),
                # and a tilde or a check names no estimate ("We set $\\tilde\\lambda = 0.1$": red team 50b)
                self.emit(ACCENTS[cmd], file, start, len(cmd))
            return pos
        if cmd in _TEXT_SCRIPTS and text.startswith("{", pos) and not text[pos + 1 : pos + 2].isalpha():
            # \textsuperscript{1,2*}: an affiliation mark or an exponent, read as math's ^{...} is (SPEC section 3:
            # digits in a superscript are no mentions; 10\textsuperscript{6} is the exponent of its mantissa). Letters
            # glue as printed: 95\textsuperscript{th} is an ordinal, never a mention.
            self.emit(_TEXT_SCRIPTS[cmd], file, start, len(cmd))
            self.script_depth += 1
            self.frames.append(_Frame("script", None, self._open_scope()))
            return pos + 1
        if cmd == "\\textsubscript" and text[start - 1 : start].isalpha() and text.startswith("{", pos) \
                and text[pos + 1 : pos + 2].isalpha():
            # N\textsubscript{adenoma}=41 prints what math's $N_{adenoma}=41$ does: a subscripted symbol, so the
            # "_" is kept (scfa_crc, set 60); the letters then read as usual
            self.emit("_", file, start, len(cmd))
            return pos
        if cmd in ("\\(", "\\["):  # opens math only: a stray \) or \] never turns prose into math
            if not self.math:
                self.math = "inline" if cmd == "\\(" else "display"
            return pos
        if cmd in ("\\)", "\\]"):
            if self.math == ("inline" if cmd == "\\)" else "display"):
                self.math = ""
                self.inner_rows = 0
            return pos
        if cmd in ("\\\\", "\\tabularnewline"):  # pandoc ends table rows with \tabularnewline
            _, pos = self._opt(text, pos)  # \\[2pt]
            if self.stream_kinds[-1] == "table" and self.math != "display" and not (self.inner_rows and self.math):
                self.hard_break()
            else:
                self.emit(" ", file, start, len(cmd))
            return pos
        if cmd in LENGTHS:
            self.emit(GLUE, file, start, len(cmd))
            return pos
        if cmd == "\\begin" or cmd == "\\end":
            return self._environment(cmd, file, text, start, pos)
        if cmd in _PYTHONTEX or cmd in _COMPUTED_ALWAYS or (self.code_packages and (
                cmd in _PYTHONTEX_OTHER and "pythontex" in self.code_packages
                or cmd in _SAGETEX and "sagetex" in self.code_packages)):
            return self._pythontex(cmd, file, text, start, pos)
        if cmd in ("\\verb", "\\verb*", "\\lstinline", "\\mintinline"):
            if cmd == "\\mintinline":
                _, pos = self._req(text, pos)
            if pos < len(text):
                delim = text[pos]
                if delim == "{":
                    _, close = self._balanced(text, pos, "{", "}")
                else:
                    close = text.find(delim, pos + 1)
                    close = len(text) if close == -1 else close + 1
                return close
            return pos
        if cmd == "\\@input":  # LaTeX's own \@input{file}: an \input when the file is there (red team 47b)
            arg, after = self._req(text, pos)
            if arg is not None and not self.preamble and self._find_input(arg, file, start):
                self.include(arg, file, start)
            return after if arg is not None else pos
        if cmd in ("\\input", "\\include", "\\subfile", "\\import", "\\subimport", "\\inputfrom",
                   "\\subinputfrom", "\\includefrom", "\\subincludefrom"):
            arg, after = self._req(text, pos)
            if arg is None and cmd == "\\input":
                # TeX's own form, "\input results_body": the name runs to a space or the line's end. Skipped, every
                # number of the file escaped the gate (red team 47).
                bare = _BARE_INPUT.match(text, pos)
                comment = _COMMENT_LINES.match(text, pos) if not bare else None
                if comment:  # "\input%" then "{results}": the comment ate the line's end (red team 48)
                    arg, after = self._req(text, comment.end())
                    bare = None if arg is not None else _BARE_INPUT.match(text, comment.end())
                if bare:
                    arg, after = bare.group(1) or bare.group(2), bare.end()
                elif arg is None:
                    # TeX would stop here; passing over it would let a file's numbers escape unread (fail closed)
                    raise InputError(self._where(file, start), "\\input with no file name the gate can read")
            if arg is None:
                return pos
            if cmd not in ("\\input", "\\include", "\\subfile"):
                # the import package: \import{dir/}{file} reads dir/file (rust_gc, set 44: the folder alone was read
                # as the file's name)
                name, after_name = self._req(text, after)
                if name is None:
                    return after
                arg, after = arg.strip().rstrip("/") + "/" + name.strip(), after_name
            if "%" in arg:  # \input{res%<newline>ults}: TeX reads "results" (red team 48b)
                arg = _NAME_COMMENT.sub("", arg)
            if self.preamble and cmd != "\\input":
                return after
            if self.preamble and arg.strip().removesuffix(".tex") in _DISTRIBUTION_INPUTS \
                    and self._find_input(arg, file, start, cmd) is None:
                return after  # pdfTeX's own file from the TeX installation, not the paper's
            if cmd == "\\include":
                self.hard_break()
            self.include(arg, file, start, cmd if cmd not in ("\\include", "\\subfile") else "\\input")
            return after
        if cmd == "\\lstinputlisting":
            # a listing read from a file: its [options] print only their caption (or title), never firstline=6
            # (rust_gc, set 44); the code and the file's name are not the paper's numbers
            options_end = _listing_options_end(text, self._skip_spaces(text, pos))
            if options_end is not None:
                self._listing_caption(file, text, pos, options_end)
            _, after = self._req(text, pos if options_end is None else options_end)
            return after
        if cmd == "\\hyperref":  # \hyperref[label]{printed text}: the label is a reference, the text is read
            label, after = self._opt(text, pos)
            if label is not None and not self.preamble:
                blk = self._block()
                self.refs.append(Ref(label.strip(), blk.index, blk.length, file, self._src(start)))
            return after
        if cmd == "\\InputIfFileExists":  # an \input when the file is there; its two code arguments are skipped
            arg, after = self._req(text, pos)
            if arg is not None and not self.preamble and self._find_input(arg, file, start):
                self.include(arg, file, start)
            _, after = self._skip_args(text, after, 0, 2)
            return after
        if cmd in REF_COMMANDS:
            args, after = self._skip_args(text, pos, 1, 2 if cmd in ("\\crefrange", "\\Crefrange") else 1)
            if not self.preamble:
                blk = self._block()
                for arg in args:
                    for label in arg.split(","):
                        self.refs.append(Ref(label.strip(), blk.index, blk.length, file, self._src(start)))
                self.emit(REF, file, start, after - start)
            return after
        if cmd.rstrip("*") in SECTIONING:
            return self._sectioning(cmd, file, text, start, pos)
        # A preamble's \\xapptocmd\\appendix{...} starts nothing; nor does an \\appendix the paper redefined (by a
        # definition the scanner models, or by one it does not: \\AtBeginDocument{\\let\\appendix\\relax}, \\@namedef)
        # or one inside a condition the gate cannot evaluate: the sections after it stay checked (red teams 15, 16).
        if cmd == "\\appendix" and not self.preamble and self.cond_taint is None and self.taint is None and \
                self.scopes.get("\\appendix") is None and not self._appendix_redefined():
            self.appendix = True
            # The appendix is not checked by default; it cannot be where the paper's only results are: with no
            # results, experiments or conclusion before \\appendix, a section after it named so keeps its name.
            self.results_before_appendix = self.section in _BODY_STRICT or any(
                b.section in _BODY_STRICT for b in self.blocks)
            self.hard_break()
            self.section = "appendix"
            return pos
        if cmd == "\\lstinputlisting" and not self.preamble:  # [caption=...]{file}: the caption is printed, the file's code never read
            self._listing_caption(file, text, pos, len(text))
            _, pos = self._opt(text, pos)
            _, pos = self._req(text, pos)
            return pos
        if cmd == "\\caption" or cmd == "\\captionof" or cmd == "\\tablecaption":
            if cmd == "\\captionof":
                _, pos = self._req(text, pos)
            _, pos = self._opt(text, pos)
            self.hard_break()
            self.push_stream("caption")
            if self.float_captions and not self.preamble:
                self.float_captions[-1].append(self._block().index)
            return self._open_arg(text, pos, "stream")
        if cmd in DELUXE_LAYOUT:
            _, pos = self._skip_args(text, pos, 0, 1)
            return pos
        if cmd in DELUXE_NOTES:
            _, pos = self._skip_args(text, pos, 0, DELUXE_NOTES[cmd])
            if text[self._skip_spaces(text, pos) : self._skip_spaces(text, pos) + 1] != "{":
                return pos  # no note text: nothing to open (a pushed stream would never close)
            self.push_stream("footnote")
            return self._open_arg(text, pos, "stream")
        if cmd in ("\\startdata", "\\enddata"):
            self.hard_break()
            return pos
        if cmd == "\\tablehead" and self.stream_kinds[-1] == "table":
            self.hard_break()  # the header row is a row of its own
            return self._open_arg(text, pos, "row")
        if cmd in ("\\footnote", "\\footnotetext", "\\tablefootnote", "\\marginpar"):
            _, pos = self._opt(text, pos)
            self.push_stream("footnote")
            return self._open_arg(text, pos, "stream")
        if cmd in SI_NUMBER:
            return self._siunitx(cmd, file, text, start, pos)
        if cmd == "\\href":
            _, pos = self._req(text, pos, comments=False)  # the URL; the link text is scanned
            return pos
        if cmd == "\\cmidrule":  # booktabs: \cmidrule[width](trim){a-b}, none of it printed (antsx_mouse, set 61)
            pos = self._opt(text, pos)[1]
            p = self._skip_spaces(text, pos)
            if p < len(text) and text[p] == "(":
                _, pos = self._balanced(text, p, "(", ")")
            _, pos = self._skip_args(text, pos, 1, 1)
            return pos
        if cmd in ("\\multicolumn",):
            args, pos = self._skip_args(text, pos, 0, 2)
            if args and self.stream_kinds[-1] == "table" and self.streams[-1] is not None:
                try:
                    self.streams[-1].cell_spans[-1] = max(1, int(args[0].strip()))
                except ValueError:  # a computed span such as \\multicolumn{\\n}: one column, and the
                    pass  # only effect is on which header unit later cells of the row inherit
            return pos
        if cmd in ("\\multirow",):  # \multirow{n}[struts]{width}[fixup]{text}: the text is scanned
            _, pos = self._skip_args(text, pos, 1, 2)
            return self._opt(text, pos)[1]
        if cmd == "\\codedigest":
            arg, after = self._req(text, pos)
            if arg is not None:
                self.codedigests.append((arg.strip(), file, self._src(start)))
                return after
            return pos
        if cmd == "\\label":
            arg, after = self._req(text, pos)
            if arg is not None:
                float_env = next((e for e in reversed(self.envs) if e in FLOAT_ENVS), "")
                self.labels.append((arg.strip(), float_env, file, self._src(start)))
                if self.float_spans:
                    self.float_labels.setdefault(arg.strip(), self.float_spans[-1])
                return after
            return pos
        if cmd in ("\\includegraphics", "\\includegraphics*"):
            _, pos = self._opt(text, pos)
            arg, after = self._req(text, pos)
            if arg is not None:
                self.graphics.append((arg.strip(), file, self._src(start)))
                return after
            return pos
        if cmd in ("\\url", "\\nolinkurl", "\\path"):
            arg, after = self._req(text, pos, comments=False)
            return after if arg is not None else pos
        if cmd == "\\bibliography":  # before SKIP_ARGS, which also holds it: its argument is a file list
            _, pos = self._skip_args(text, pos, 1, 1)
            self.hard_break()
            self.after_bibliography = True
            return pos
        if cmd == "\\documentclass" and not self.preamble:
            # its \end{document} must not end the paper: stopping there left the rest unread (shelving_cascade,
            # set 51: 264 of 278 numbers escaped the gate)
            self.nested_documents += 1
        if cmd in _PACKAGE_LOADERS and self.preamble:
            return self._load_local_packages(cmd, file, text, start, pos)
        if cmd in PICTURE_COMMANDS:
            end = self._skip_picture_args(cmd, text, pos)
            if end is not None:
                return end
        if cmd in CITE_COMMANDS:
            return self._citation(file, text, pos, cmd in _MULTI_CITES, cmd in _VOLUME_CITES)
        if cmd in SKIP_ARGS:
            n_opt, n_req = SKIP_ARGS[cmd]
            _, pos = self._skip_args(text, pos, n_opt, n_req)
            if cmd in ("\\bibitem",):
                self.hard_break()
            return pos
        if cmd in BREAKS:
            self.hard_break()
            if cmd == "\\maketitle" and not self.preamble:
                self._print_titles()
            if cmd in ("\\twocolumn", "\\onecolumn"):  # \twocolumn[top matter]: printed across the page (ICML's
                return self._open_opt(text, pos)  # title block; red team 49b read it as an option)
            if cmd == "\\item":
                pos = self._open_opt(text, pos, "item")  # \\item[Accuracy 93.1\\%] prints its label
            return pos
        if cmd == "\\printbibliography":
            # Not a section of its own: "\\printbibliography[heading=none]" inside Results must not take the
            # results after it out of coverage (red team 16).
            self.hard_break()
            self.after_bibliography = True
            return self._opt(text, pos)[1]
        if cmd in ("\\abstract", "\\Abstract"):  # \abstract{...} in some classes (apa7), \Abstract{...} in jss
            self.hard_break()
            self.section = "abstract"
            brace = _SPACES_AND_NEWLINE.match(text, pos)
            if self.preamble and brace is not None and text[brace.end() : brace.end() + 1] == "{":
                pos = brace.end()
                # apa7 and others take the abstract in the preamble and print it at \maketitle: its numbers
                # are the paper's, so its argument is read as text (the preamble resumes at its }).
                self.preamble = False
                return self._open_arg(text, pos, "preamble_text")
            return pos
        if cmd in TITLE_COMMANDS and not self.math:
            # The title (and a subtitle) is printed at \maketitle (beamer: \titlepage) with the macros defined by
            # then, and its numbers are the paper's headline claims ("How to factor 2048 bit RSA integers in 8 hours
            # using 20 million noisy qubits", set 54): kept where it stands and read where it is printed, as the
            # abstract's, a strict section; one no \maketitle printed is read at the paper's end (fail closed). A
            # later \title replaces it, as in LaTeX; the short form for running heads, [..], is skipped.
            brace = _SPACES_AND_NEWLINE.match(text, self._opt(text, pos)[1])
            if brace is not None and text[brace.end() : brace.end() + 1] == "{":
                after = self._balanced(text, brace.end(), "{", "}")[1]
                self.titles[TITLE_COMMANDS[cmd]] = (file, text, brace.end() + 1, after - 1)
                if text is not self.files[file].text:  # in a macro's expansion: read now, where its use gives the
                    self._print_titles()  # positions (kept, they would point into the macro's body)
                return after
            return pos
        if cmd == "\\titlepage" and not self.preamble:  # beamer's title frame
            self._print_titles()
            return pos
        if cmd == "\\variable" and not self.preamble:
            # showyourwork's \variable{output/x.txt} prints a file the pipeline wrote: read like \input, and a
            # missing file is an error (exit 2), never a silently unread number (a paper of set 23 printed its
            # fluxes this way). Reached only when the paper defines no \variable of its own.
            arg, after = self._req(text, pos)
            if arg is not None:
                self.include(arg, file, start, cmd)
                return after
        if cmd == "\\char":
            # \char94 prints the glyph of character code 94 (a caret in a regular expression: minigraph, set 44),
            # never the number; the code may be decimal, 'octal, "hex or `c
            code = _CHAR_CODE.match(text, pos)
            if code is not None:
                return code.end()
        if cmd in GLUE_COMMANDS:
            glue = _GLUE.match(text, pos)
            if glue is not None:
                return glue.end()
        assign = None if self.math or not _LENGTH_REGISTER.search(cmd) else _LENGTH_ASSIGN.match(text, pos)
        if assign is None and not self.math and cmd in _INTEGER_PARAMETERS:
            assign = _INTEGER_ASSIGN.match(text, pos)
        if assign is not None:  # outside math only: "$\ell = 5$ cm" prints its number
            return assign.end()
        # Any other command: its name renders as nothing (in math, between digits, a thin space: "0.99$\\nearrow$0.64"
        # glued into "0.990.64" and both numbers vanished, "$2\\sqrt{3}$" read 23; not "1.2\\mathrm{e}{-3}", whose
        # command prints a letter: red team); its arguments are scanned as text.
        if self.math and cmd in _MATH_FONT_SWITCHES:
            # math ignores spaces: $T_{\rm eff} = 3200$ prints "T_eff = 3200", a symbol given a value, not "T_ eff"
            # (wobble_rv, set 70)
            return self._skip_spaces(text, pos)
        if self.math and self.last_char.isdigit() and _DIGIT_NEXT.match(text, pos):
            self.emit(THIN, file, start, len(cmd))
        elif self.math and cmd in OPERATOR_NAMES:
            # an operator prints its name: $\log g = 5.0$ reads "log g = 5.0" (not " g", stardate, set 70), and a
            # subscript named by one, $NA_{\max}=2$, reads "NA_max=2", a symbol given a value (pump_bb, set 63)
            self.emit((THIN if self.last_char.isalnum() else "") + cmd[1:], file, start, len(cmd))
        # In text, a following optional argument is an option, skipped, unless the command prints it
        # (\\subfloat[caption]) or it holds a number that is no option: \\foo[12]{x} is read, never dropped
        # silently. In math a [ after a command is a bracket ($i \in [0, n)$).
        if pos < len(text) and text[pos] == "[" and not self.math:
            arg, after = self._opt(text, pos)
            if arg is not None and (cmd in PRINTED_OPTIONAL or (cmd not in _HINTS and _option_number(arg))):
                return self._open_opt(text, pos, "printed" if cmd in PRINTED_OPTIONAL else "option")
            pos = after
        return pos

    def _appendix_redefined(self) -> bool:
        """Some file read so far redefines \\appendix in a way the scanner may not have followed."""
        return any(_APPENDIX_REDEFINED.search(f.text) for f in self.files)

    def _sectioning(self, cmd, file, text, start, pos):
        _, pos = self._opt(text, pos)
        title, _ = self._req(text, pos)
        self.hard_break()
        if title is None:
            return pos
        self.close_open_tables(f"{cmd} at {self._where(file, start)}")
        level = SECTIONING[cmd.rstrip("*")]
        plain = _plain(self._expand_title(title))
        # The chain of open headings, outermost first: "Evaluation > Setup", "Experimental Setup > Models."
        self.headings = [h for h in self.headings if h[0] < level] + [(level, plain)]
        self.heading = " > ".join(h[1] for h in self.headings)
        if level <= 1:
            self.chapter_section = None  # a new chapter or part: its sections are top-level again
        before = self.section
        self.after_bibliography = False
        self._set_section(level, plain)
        # A heading inside a condition the gate cannot evaluate never takes what follows out of coverage: LaTeX may
        # not print it (red team 16: \iffinal\section{Related Work}\fi inside Results).
        if (self.cond_taint is not None or self.taint is not None) and before not in _UNCHECKED and \
                self.section in _UNCHECKED:
            self.section = self.parent_section = before
        # The title is scanned as a block of its own.
        self.push_stream("heading")
        return self._open_arg(text, pos, "stream")

    def _set_section(self, level: int, plain: str) -> None:
        """The section a heading of this level and plain title opens (or keeps, for a subsection)."""
        if level <= 2 and not (level == 2 and self.chapter_section is not None and not self.appendix):
            named = canonical(plain)
            # After \appendix every section is the appendix, but the back matter stays what it is.
            appendix = self.appendix and (self.results_before_appendix or named not in _BODY_STRICT)
            self.section = named if named in BACK_MATTER else "appendix" if appendix else section_name(plain)
            self.parent_section = self.section
            if level <= 1:
                self.chapter_section = self.section
        elif level <= 3 and not self.appendix:
            # A subsection changes the section only when its title names one; otherwise it stays in its parent
            # (not its previous sibling: "Batched Queries" after a "Discussion" subsection of Evaluation is
            # evaluation again), so a "Results" subsection titled "Scaling" keeps the results policy. Nor does a
            # subsection take a strict section out of coverage: "Comparison with prior work" inside Results stays
            # results (related work, references and the appendix are excluded). A thesis's \section under a
            # \chapter is held the same way ("Model fit" under Results is no method section: red team 5).
            parent = self.chapter_section if level == 2 else self.parent_section
            named = canonical(plain)
            if parent in STRICT_BY_DEFAULT and (named in EXCLUDED_BY_DEFAULT or (
                    named == "methodology" and not _SETUP_TITLE.search(plain))):
                named = None  # "Implementation Overhead" inside Results reports results; "Experimental Setup" does not
            # The bibliography is a section or environment of its own: a subsection titled "Reference" inside any
            # checked section is about a reference signal or solution (codameter_dvv, set 55, lost twelve results).
            if named == "references" and parent not in EXCLUDED_BY_DEFAULT:
                named = None
            self.section = named or parent or self.section
            if level == 2:
                self.parent_section = self.section

    # -- what LaTeX prints: macros, groups, conditionals ---------------------------------------------
    def _model(self, cmd: str, file: int, text: str, start: int, pos: int) -> int:
        """Definitions, \\let, conditionals, groups and the constructs the scanner cannot model."""
        if cmd in _DEFINITIONS:
            return self._definition(cmd, file, text, start, pos)
        if cmd in ("\\def", "\\gdef", "\\edef", "\\xdef"):
            return self._def(cmd, file, text, start, pos)
        if cmd == "\\let":
            return self._let(file, text, pos)
        if cmd in HOOK_COMMANDS:  # its code runs at \begin{document}, as no group: what it sets stays set, and
            p = _skip_to_argument(text, pos)  # what it prints opens the body (red team 49b: a result there escaped)
            if text[p : p + 1] == "{":
                after = self._balanced(text, p, "{", "}")[1]
                if self.preamble and text is self.files[file].text:
                    self.hooks.append((file, text, p + 1, after - 1))
                elif self.preamble:  # in a macro's expansion: read now, as the body's start, where the macro's use
                    self.hard_break()  # gives its positions (kept, they would point into the body: red team 49c)
                    section, self.preamble, self.section = self.section, False, "body"
                    self._read_in_place(file, text, p + 1, after - 1)
                    self.hard_break()
                    self.preamble, self.section = True, section
                else:
                    self._read_in_place(file, text, p + 1, after - 1)
                return after
            return pos
        if cmd in BOOLEAN_COMMANDS:
            done = self._boolean(cmd, file, text, pos)
            if done is not None:
                return done
            self._untrusted(f"{cmd} (a condition the gate cannot evaluate)", file, start)
            return pos
        if cmd == "\\newif":
            m = _CS_RE.match(text, self._skip_spaces(text, pos))
            self.global_next = False
            if m and m.group().startswith("\\if") and len(m.group()) > 3:
                self.scopes.set(m.group(), Macro(cond=False))
                return m.end()
            return pos
        if cmd == "\\iftrue" or cmd == "\\iffalse":
            return self._conditional(cmd == "\\iftrue", cmd, file, text, start, pos)
        if cmd in PRIMITIVE_IFS or cmd.startswith("\\if@"):
            operands = _IF_OPERANDS.get(cmd)
            if operands is not None:  # \ifnum1=1, \ifcase 2, \ifnum\value{section}>3: what is compared prints
                m = operands.match(text, pos)  # nothing (red team 49b read the 1s as results)
                pos = m.end() if m else pos
            return self._conditional(None, cmd, file, text, start, pos)
        if cmd == "\\unless":
            self.unless = True
            return pos
        if cmd == "\\else":
            if self.conds and self.conds[-1][0] == "true":
                self.conds.pop()
                return skip_branch(text, pos, self.scopes, False)[0]
            return pos
        if cmd == "\\fi":
            if self.conds:
                state, saved = self.conds.pop()
                if state == "unmodelled":
                    self.cond_taint = saved
            return pos
        if cmd == "\\or":
            return pos
        if cmd in ("\\begingroup", "\\bgroup"):
            self.frames.append(_Frame("group", None, self._open_scope()))
            return pos
        if cmd in ("\\endgroup", "\\egroup"):
            self._close_group()
            return pos
        if cmd in ("\\phantom", "\\hphantom", "\\vphantom"):
            # Invisible: the argument is read whole by brace balance (as TeX reads it), so a \verb, \url or
            # \[ inside it can never reach past its closing brace and hide what follows.
            p = self._skip_spaces(text, pos)
            if p < len(text) and text[p] == "{":
                return self._balanced(text, p, "{", "}")[1]
            return pos
        if cmd == "\\csname":
            name, after = self._csname(text, pos)
            if name is None:
                self._untrusted("\\csname with a computed name", file, start)
                return after
            return self._command(name, file, text, start, after)
        if cmd == "\\expandafter":
            p = self._skip_spaces(text, pos)
            m = _CS_RE.match(text, p)
            if m and (m.group() in _DEFINITIONS or m.group() in ("\\def", "\\gdef", "\\edef", "\\xdef", "\\let")):
                q = self._skip_spaces(text, m.end())
                if text.startswith("\\csname", q):
                    name, after = self._csname(text, q + len("\\csname"))
                    if name is not None:  # \expandafter\def\csname name\endcsname{...} defines \name
                        if m.group() == "\\let":
                            return self._let(file, text, after, name)
                        if m.group() in _DEFINITIONS:
                            return self._definition(m.group(), file, text, start, after, name)
                        return self._def(m.group(), file, text, start, after, name)
            self._untrusted("\\expandafter", file, start)
            return pos
        if cmd == "\\catcode":
            benign = _AT_LETTER.match(text, pos)  # \catcode`\@=11 is \makeatletter: @ is always a letter here
            if benign:
                return benign.end()
            self._untrusted("\\catcode", file, start, sticky=True)
            code = _CATCODE_ASSIGNMENT.match(text, pos)  # \catcode`\_=12: the code assigned prints nothing
            return code.end() if code else pos
        if cmd.endswith(("true", "false")) and not cmd.startswith("\\if"):
            stem = cmd[1:-4] if cmd.endswith("true") else cmd[1:-5]
            flag = self.scopes.get("\\if" + stem)
            if flag is not None and flag.cond is not None:  # \draftfalse after \newif\ifdraft
                self.scopes.set("\\if" + stem, Macro(cond=cmd.endswith("true")), self._take_global())
                return pos
            if cmd not in UNMODELLED:
                return self._command(cmd, file, text, start, pos, builtin=True)
        # UNMODELLED, or an \if.. that is no primitive (\ifthenelse, etoolbox's \ifdef, ...): what it prints
        # depends on what cannot be computed.
        self._untrusted(UNMODELLED.get(cmd, cmd), file, start)
        return pos

    def _boolean(self, cmd: str, file: int, text: str, pos: int) -> Optional[int]:
        """ifthen's and etoolbox's booleans and etoolbox's toggles: declared, set, and tested with two branches, of
        which the one LaTeX prints is read and the other skipped ("\\setboolean{thesis}{false}" then
        "\\ifthenelse{\\boolean{thesis}}{...}{...}": both branches were read, and every number of the thesis version
        needed evidence; battery_soc, set 69). A boolean is the flag \\newif makes (\\newboolean{full} makes \\iffull,
        \\fulltrue, \\fullfalse), so each form acts on the same flag. A test the gate cannot evaluate (other than a
        known boolean, or one set to neither true nor false) reads both branches, apart and untrusted. Where the
        reading stopped, or None when the command has no argument to read (then it is untrusted and what follows is
        read as text)."""
        kind, space = BOOLEAN_COMMANDS[cmd]
        name, after = self._req(text, pos)
        if name is None:
            return None
        key = _flag_key(space, name)
        if kind == "declare":
            if cmd.startswith("\\new") or self.scopes.get(key) is None:
                self.scopes.set(key, Macro(cond=False), self._take_global())
            return after
        if kind in ("true", "false"):
            self.scopes.set(key, Macro(cond=kind == "true"), self._take_global())
            return after
        if kind == "set":
            value, end = self._req(text, after)
            word = (value or "").strip().lower()
            # a value computed or misspelt leaves the flag unknown: what it chooses is read untrusted
            self.scopes.set(key, Macro(cond=word == "true" if word in ("true", "false") else None,
                                       unmodelled="" if word in ("true", "false") else f"{cmd} to {word!r}"),
                            self._take_global())
            return end if value is not None else after
        negate = kind == "not"
        if kind == "test":  # \ifthenelse{\boolean{x}}{..}{..}, \ifthenelse{\not\boolean{x}}{..}{..}
            test = _BOOLEAN_TEST.fullmatch(name)
            key, negate = ("", False) if test is None else (_flag_key(space, test.group(2)), bool(test.group(1)))
        flag = self.scopes.get(key) if key else None
        spans = []
        for _ in range(2):
            p = _skip_to_argument(text, after)
            if text[p : p + 1] != "{":
                return None
            after = self._balanced(text, p, "{", "}")[1]
            spans.append((p + 1, after - 1))
        if flag is None or flag.cond is None:  # both branches are read, apart ({12.5}{13.5} glued read no number)
            self._untrusted(f"{cmd} (a condition the gate cannot evaluate)", file, pos)
            chosen = spans
        else:
            chosen = [spans[0] if flag.cond != negate else spans[1]]
        for start, end in chosen:
            self.emit(" ", file, start - 1, 0)
            if self._read_in_place(file, text, start, end) > end:
                return len(text)
            self.emit(" ", file, end, 0)
        return after

    def _print_titles(self) -> None:
        """The title and subtitle kept so far, read where LaTeX prints them, as the abstract's (see TITLE_COMMANDS);
        printed once, as \\maketitle empties them."""
        for kind in ("title", "subtitle"):
            kept = self.titles.pop(kind, None)
            if kept is None:
                continue
            file, text, start, end = kept
            self.hard_break()
            saved = (self.section, self.preamble)
            self.section, self.preamble = "abstract", False
            self._read_closed(file, text, start, end, math="")
            self.hard_break()
            self.section, self.preamble = saved

    def _fraction(self, cmd: str, file: int, text: str, start: int, pos: int) -> Optional[int]:
        """\\frac{2}{3} prints a fraction, read as "2/3": its parts glued as "23" read 23 and a setting of 2/3 as a
        value 35 times too large (priority_queues, set 72); \\sfrac{0.463}{0.5} vanished. An argument may be one
        token (\\frac12), after an optional argument (\\nicefrac[\\texttt]{1}{2}); a binomial reads "(10 2)". None
        when an argument is missing (the command is then read as any other)."""
        if cmd not in _BINOMIALS:
            pos = self._opt(text, pos)[1] if text.startswith("[", self._skip_spaces(text, pos)) else pos
        for _ in range(4 if cmd == "\\genfrac" else 0):  # \genfrac{(}{)}{0pt}{}{4}{2}: delimiters, rule, style
            skipped = self._fraction_argument(text, pos)
            if skipped is None:
                return None
            pos = skipped[1]
        first = self._fraction_argument(text, pos)
        second = self._fraction_argument(text, first[1]) if first is not None else None
        if first is None or second is None:
            return None
        if self.last_char.isalnum():
            self.emit(THIN, file, start, 0)  # "2\\frac{1}{2}" is 2 and 1/2, never 21/2
        binomial = cmd in _BINOMIALS
        if binomial:
            self.emit("(", file, start, 0)
        braced = text[first[1] - 1] == "}"
        blk = self.streams[-1]  # never made here: display math and the preamble print nothing
        opened = blk.length if blk is not None else 0
        self._read_closed(file, text, first[0], first[1] - braced)
        # the separator stands where the numerator's brace closes; after a one-token numerator (\\frac12), nowhere
        self.emit(" " if binomial else "/", file, first[1] - braced, int(braced))
        middle = self.streams[-1].length if self.streams[-1] is not None else 0
        self._read_closed(file, text, second[0], second[1] - (text[second[1] - 1] == "}"))
        if binomial:
            self.emit(")", file, second[1] - 1, 0)
            return second[1]
        now = self.streams[-1]
        if now is not None and (now is blk or blk is None) and now.length > opened:
            printed = _tail(now, opened)  # the fraction's own text: joining the whole block per fraction is quadratic
            # a value a/b printed as its parts: an anchor on a or b is refused (link), never checked as the value;
            # not "\frac{4 s}{iteration}", a number per unit (red team 51)
            if _DIGIT.search(printed, 0, middle - opened) and _DIGIT.search(printed, middle - opened):
                now.fractions.append((opened, now.length, " ".join(text[start : second[1]].split())[:60]))
        if _DIGIT_NEXT.match(text, second[1]):
            self.emit(THIN, file, second[1], 0)  # "$\\frac{1}{2}4.2$" is 1/2 and 4.2, never 24.2
        return second[1]

    def _pythontex(self, cmd: str, file: int, text: str, start: int, pos: int) -> int:
        """Code the paper runs when it is built, \\py[session]{code} or \\py|code| (any delimiter, as \\verb): the code
        is never read as text (its ".2f" printed a number: solar_nanoflare, set 73), and what it prints is computed,
        so it is one untrusted stand-in digit: a result printed there needs a waiver, never escapes unread (as an
        expl3 value does). \\py, \\pys, \\sage, \\Sexpr print; \\pyc prints what its code prints (red team 51);
        \\pyb and \\pyv typeset code."""
        if cmd in ("\\printpythontex", "\\stdoutpythontex"):
            pos = self._opt(text, pos)[1] if text.startswith("[", pos) else pos
            close = pos
        else:
            if text.startswith("[", pos):
                pos = self._opt(text, pos)[1]
            if pos >= len(text):
                return pos
            if text[pos] == "{":
                close = self._balanced(text, pos, "{", "}")[1]
            else:
                close = text.find(text[pos], pos + 1)
                close = len(text) if close == -1 else close + 1
        kind = _CODE_COMMAND_KIND.get(cmd, "")  # \\Sexpr, \\sage, \\printpythontex print
        if kind in ("", "s") or (kind == "c" and _PRINTS.search(text, pos, close)):
            self._stand_in(f"{cmd} at {self._where(file, start)} prints what its code computes", file, start,
                           close - start)
        return close

    def _stand_in(self, why: str, file: int, start: int, length: int) -> None:
        """One untrusted digit for a value the gate cannot compute (a stand-in digit is reported)."""
        outer = self.taint
        self.taint = why + " (a stand-in digit is reported)"
        if self.last_char.isalnum():
            self.emit(THIN, file, start, 0)
        self.emit(EXPL_STAND_IN, file, start, length)
        self.taint = outer

    def _code_environment(self, name: str, file: int, text: str, start: int, pos: int) -> int:
        """\\begin{pycode} .. \\end{pycode} and kin: code, never read as text; one untrusted stand-in where the code
        prints or the environment shows its output (console, sub)."""
        close = text.find("\\end{" + name + "}", pos)
        end = len(text) if close == -1 else close
        kind = next(k for k in _CODE_ENV_KINDS[::-1] if name.endswith(k))
        if kind in ("console", "sub") or (kind in ("code", "block") and _PRINTS.search(text, pos, end)):
            self._stand_in(f"\\begin{{{name}}} at {self._where(file, start)} prints what its code computes", file,
                           start, end - start)
        return len(text) if close == -1 else close + len(name) + 6

    def _fraction_argument(self, text: str, pos: int) -> Optional[Tuple[int, int]]:
        """(where the argument's content starts, where the argument ends): a braced group or one token."""
        p = self._skip_spaces(text, pos)
        if p >= len(text) or text[p] in "}\n%&$":
            return None
        if text[p] == "{":
            _, end = self._balanced(text, p, "{", "}")
            return (p + 1, end) if text[end - 1 : end] == "}" else None
        if text[p] == "\\":
            m = _CONTROL_WORD.match(text, p)
            return (p, m.end()) if m else None
        return p, p + 1

    def _read_closed(self, file: int, text: str, start: int, end: int, math: Optional[str] = None) -> None:
        """text[start:end] read in place as a unit of its own (a citation note, a title, a listing's caption): the
        groups and the math mode it opens end with it; `math` is the mode it starts in (default: the current one)."""
        depth, outer = len(self.frames), self.math
        if math is not None:
            self.math = math
        self._read_in_place(file, text, start, end)
        while len(self.frames) > depth:
            self._close_group()
        self.math = outer

    def _read_in_place(self, file: int, text: str, start: int, end: int) -> int:
        """text[start:end], an argument LaTeX reads in place (a branch, a note, a hook), read as the text around it;
        where the reading stopped. Each reads the next inside it the same way: past NESTING_LIMIT deep the paper is
        refused (exit 2) rather than the stack exhausted."""
        if self.in_place >= NESTING_LIMIT:
            raise InputError(self._where(file, start), f"conditions, citation notes and hooks nested more than "
                                                        f"{NESTING_LIMIT} deep")
        self.in_place += 1
        try:
            return self._scan(file, text, start, end)
        finally:
            self.in_place -= 1

    def _take_global(self) -> bool:
        g, self.global_next = self.global_next, False
        return g

    def _conditional(self, value: Optional[bool], cmd: str, file: int, text: str, start: int, pos: int) -> int:
        """\\iftrue, \\iffalse and \\newif flags are evaluated; any other condition is not: both branches are
        scanned and everything up to its \\fi is untrusted."""
        if self.unless:
            self.unless, value = False, None
        if value is True:
            self.conds.append(("true", None))
            return pos
        if value is False:
            p, which = skip_branch(text, pos, self.scopes, True)
            if which == "else":  # LaTeX prints the \else branch: it is scanned, and its \fi closes it
                self.conds.append(("else", None))
            return p
        self.conds.append(("unmodelled", self.cond_taint))
        if self.cond_taint is None:
            self.cond_taint = f"{cmd} at {self._where(file, start)} is a condition the gate cannot evaluate"
        return pos

    @staticmethod
    def _csname(text: str, pos: int) -> Tuple[Optional[str], int]:
        """The control sequence of \\csname name\\endcsname (None when the name is computed), and the end."""
        end = text.find("\\endcsname", pos)
        if end == -1:
            return None, pos
        raw = text[pos:end].strip()
        after = end + len("\\endcsname")
        if not raw or any(c in raw for c in "\\#{}%$\n"):
            return None, after
        return "\\" + raw, after

    def _use(self, cmd: str, macro: Macro, file: int, text: str, start: int, pos: int) -> int:
        """A user macro where it is used: \\let aliases act as their target; others are expanded in place."""
        if macro.alias:
            return self._command(macro.alias, file, text, start, pos, builtin=True)
        if macro.cond is not None:
            return self._conditional(macro.cond, cmd, file, text, start, pos)
        args, end, missing = self._read_args(macro, text, pos)
        self._count(cmd, file, start, args, macro)
        body, segments = substitute(macro.body, args)
        if macro.unmodelled:
            self._untrusted(macro.unmodelled, file, start)
        elif missing:  # the arguments lie beyond the text that holds the use (a macro ending in a macro)
            self._untrusted(f"{cmd} without its arguments", file, start)
        self.active.append(macro)
        try:
            self._expand(file, body, segments, start, end - start)
        finally:
            self.active.pop()
        return end

    def _names_itself(self, macro: Macro, text: str, start: int) -> bool:
        """Inside its own expansion a macro hands itself, unexpanded, to a command that takes a token
        (\\@setfontsize\\large{10pt}{12}). Only the same definition counts: after \\global\\let\\acc\\accval
        a trailing \\acc is the new meaning and prints (red team 10)."""
        if not any(m is macro for m in self.active):
            return False
        before = _CS_BEFORE.search(text, max(0, start - 64), start)
        return before is not None and before.group(1) in _TAKES_A_TOKEN

    def _read_args(self, macro: Macro, text: str, pos: int) -> Tuple[List[Tuple[str, int]], int, bool]:
        """A use's arguments as TeX reads them: [optional] if the macro has a default, then each
        argument a {group}, a control sequence or one character. (text, offset in text or -1) each."""
        args: List[Tuple[str, int]] = []
        p = pos
        missing = False
        if macro.nargs and macro.default is not None:
            opt, after = self._opt(text, p)  # bounded: an interval such as [0, n) never swallows the paper
            if opt is not None:
                args.append((opt, self._skip_spaces(text, p) + 1))
                p = after
            else:
                args.append((macro.default, -1))
        while len(args) < macro.nargs:
            q = self._skip_spaces(text, p)
            while q < len(text) and text[q] in "\n%":  # one line end and comments between arguments
                nl = text.find("\n", q + 1) if text[q] == "%" else q
                q = self._skip_spaces(text, len(text) if nl == -1 else nl + 1)
            if q >= len(text):
                args.append(("", -1))
                missing = True
                p = q
            elif text[q] == "{":
                arg, p = self._balanced(text, q, "{", "}")
                args.append((arg, q + 1))
            else:
                m = _CS_RE.match(text, q)
                p = m.end() if m else q + 1
                args.append((text[q:p], q))
        return args, p, missing

    def _count(self, cmd: str, file: int, start: int, args: Optional[List[Tuple[str, int]]] = None,
               macro: Optional[Macro] = None) -> None:
        """One expansion against the budget. A use whose expansion would pass it stops at once, before any
        work: its cost is estimated from the definitions (and from its arguments, times their uses)."""
        self.expansions += 1
        left = EXPANSION_BUDGET - self.expansions
        need = self.scopes.cost(cmd, EXPANSION_BUDGET) - 1
        if args and macro is not None and need <= left:
            need += self._args_cost(macro, args, left, {})
        if left < 0 or need > left:
            raise InputError(self._where(file, start), f"macro expansion budget: {cmd} needs more than "
                                                       f"{EXPANSION_BUDGET} macro expansions (or nests more "
                                                       f"than {NESTING_LIMIT} deep)")

    def _args_cost(self, macro: Macro, args: List[Tuple[str, int]], limit: int, memo: dict, depth: int = 0) -> int:
        total = 0
        for k, (arg, _) in enumerate(args):
            if "\\" in arg:
                uses = macro.body.count(f"#{k + 1}")
                total += uses * self._text_cost(arg, limit, memo, depth + 1)
                if total > limit:
                    return limit + 1
        return total

    def _text_cost(self, text: str, limit: int, memo: dict, depth: int = 0) -> int:
        """Expansions the user macros in a text take, arguments included (an estimate; capped past limit).
        Arguments nested deeper than expansions may nest can never be expanded: past the limit at once."""
        known = memo.get(text)
        if known is not None:
            return known
        if depth > NESTING_LIMIT:
            return limit + 1
        memo[text] = 0  # a text that contains itself (it cannot) counts once
        total, pos = 0, 0
        while total <= limit:
            i = text.find("\\", pos)
            if i == -1:
                break
            m = _CS_RE.match(text, i)
            cs, pos = (m.group(), m.end()) if m else ("\\", i + 1)
            macro = None if cs in _BUILTIN else self.scopes.get(cs)
            if macro is None or macro.alias or macro.cond is not None:
                continue
            total += self.scopes.cost(cs, limit)
            if macro.nargs:
                args, pos, _ = self._read_args(macro, text, pos)
                total += self._args_cost(macro, args, limit, memo, depth)
        memo[text] = min(total, limit + 1)
        return memo[text]

    def _expand(self, file: int, body: str, segments: List[Tuple[int, int, int]], start: int, length: int) -> None:
        if len(self.expanding) + self.outer_expansions >= NESTING_LIMIT:
            raise InputError(self._where(file, start), f"macro expansion nested more than {NESTING_LIMIT} deep "
                                                       "(a recursive definition never ends in LaTeX either)")
        self._charge(len(body), file, start)
        self.expanding.append(_Expansion((start, length), segments))
        try:
            self._scan(file, body)
        finally:
            self.expanding.pop()

    def _expand_text(self, body: str, file: int, start: int, depth: int = 0) -> str:
        """\\edef: the body with the user macros in it expanded now (later redefinitions do not change it)."""
        if depth >= NESTING_LIMIT:
            raise InputError(self._where(file, start), f"macro expansion nested more than {NESTING_LIMIT} deep")
        out: List[str] = []
        pos = 0
        while True:
            i = body.find("\\", pos)
            if i == -1:
                out.append(body[pos:])
                break
            out.append(body[pos:i])
            m = _CS_RE.match(body, i)
            cs, pos = (m.group(), m.end()) if m else ("\\", i + 1)
            if cs in ("\\noexpand", "\\protect"):
                m = _CS_RE.match(body, self._skip_spaces(body, pos))
                if m:
                    out.append(m.group())
                    pos = m.end()
                continue
            macro = None if cs in _BUILTIN else self.scopes.get(cs)
            if macro is None or macro.alias or macro.cond is not None or macro.unmodelled:
                out.append(cs)
                continue
            args, pos, _ = self._read_args(macro, body, pos)
            self._count(cs, file, start)
            expanded, _ = substitute(macro.body, args)
            self._charge(len(expanded), file, start)
            out.append(self._expand_text(expanded, file, start, depth + 1))
        return "".join(out)

    def _definition(self, cmd: str, file: int, text: str, start: int, pos: int, name: Optional[str] = None) -> int:
        """A LaTeX definition: never scanned as text; the macro (or environment) is remembered and expanded
        where it is used. \\newcommand{\\name}[n][default]{body}, \\newcommand\\name{body},
        \\newenvironment{name}[n][default]{begin}{end}, \\NewDocumentCommand{\\name}{m O{x}}{body}."""
        global_ = self._take_global()
        base = cmd.rstrip("*")
        p = self._skip_spaces(text, pos)
        env_name = None
        if name is None:
            if p < len(text) and text[p] == "\\":
                m = _CS_RE.match(text, p)
                name, p = (m.group(), m.end()) if m else (None, p + 1)
            else:
                arg, p = self._req(text, p)
                if arg is not None and re.fullmatch(r"\s*\\[A-Za-z@]+\s*", arg):
                    name = arg.strip()
                elif arg is not None and "environment" in base.lower():
                    env_name = arg.strip()
        xparse = "Document" in base
        spec = None
        opts: List[str] = []
        if xparse:
            spec, p = self._req(text, p)
        else:
            for _ in range(2):
                q = self._skip_spaces(text, p)
                if q < len(text) and text[q] == "[":
                    arg, p = self._balanced(text, q, "[", "]")
                    opts.append(arg)
        n_bodies = 2 if env_name is not None else 5 if base == "\\patchcmd" else 4 if base in _PATCHES else 1
        bodies: List[str] = []
        while len(bodies) < n_bodies:
            q = self._skip_spaces(text, p)
            if q < len(text) and text[q] == "\n":
                q = self._skip_spaces(text, q + 1)
            if q < len(text) and text[q] == "{":
                body, p = self._balanced(text, q, "{", "}")
                bodies.append(body)
            else:
                break
        if base in _PATCHES:  # \patchcmd{\cmd}{..}{..}: what the patched macro prints is not modelled
            old = self.scopes.get(name) if name else None
            if old is not None and name:
                self.scopes.set(name, Macro(old.body, old.nargs, old.default, unmodelled=f"{base}{{{name}}}"),
                                global_)
            return p
        if base not in _STORED or not bodies or (name is None and env_name is None):
            return p
        macro = _signature(spec, opts, bodies, cmd)
        key = f"env:{env_name}" if env_name is not None else str(name)
        if base in _PROVIDES_ONLY and (self.scopes.get(key) or key in _BUILTIN):
            return p
        self.scopes.set(key, macro, global_)
        return p

    def _expl3(self, file: int, text: str, start: int, pos: int, whole: bool = False) -> int:
        """\\ExplSyntaxOn: its document commands are remembered as untrusted (see _EXPL_DEF). In the preamble or a
        style the code is skipped up to \\ExplSyntaxOff, the end of the enclosing group or \\begin{document}; in the
        body nothing is skipped and all that follows is untrusted. `whole`: the rest of the file is expl3 code."""
        end, resume = _expl_region(text, pos, whole)
        region = text[pos:end]
        where = self._where(file, start)
        for load in _EXPL_LOAD.finditer(region):  # a file of the paper's folder loaded under expl3 syntax: not read
            ext = ".cls" if load.group(1) == "LoadClass" else ".sty" if "Package" in load.group(1) else ""
            for name in load.group(2).split(","):
                if name.strip() and self._find_input(name.strip() + ext, file, start, "\\" + load.group(1)):
                    raise InputError(where, f"expl3 code loads {name.strip() + ext} from the paper's folder: the gate "
                                            "cannot read it under expl3 syntax; load it outside \\ExplSyntaxOn .. "
                                            "\\ExplSyntaxOff")
        for name, macro in _expl3_definitions(text, pos, end, f"defined in expl3 code at {where}"):
            self.scopes.set(name, macro, True)
        if not self.preamble and not whole:
            self._untrusted("\\ExplSyntaxOn (expl3 code)", file, start, sticky=True)
            return pos
        return resume

    def _defined_name(self, text: str, pos: int, name: Optional[str]) -> Tuple[Optional[str], int]:
        """The control sequence a \\def or \\let defines (given, when \\csname..\\endcsname named it), and the end."""
        if name is not None:
            return name, pos
        m = _CS_RE.match(text, self._skip_spaces(text, pos))
        return (m.group(), m.end()) if m else (None, pos)

    def _def(self, cmd: str, file: int, text: str, start: int, pos: int, name: Optional[str] = None) -> int:
        """\\def\\name#1#2{body} (\\gdef global; \\edef and \\xdef expand their body now)."""
        global_ = self._take_global() or cmd in ("\\gdef", "\\xdef")
        name, p = self._defined_name(text, pos, name)
        if name is None:
            return pos
        brace = text.find("{", p)
        if brace == -1 or brace - p > 200:
            return p
        params = text[p:brace]
        body, end = self._balanced(text, brace, "{", "}")
        if cmd in ("\\edef", "\\xdef"):
            body = self._expand_text(body, file, start)
        if name == CLASS_ABSTRACT and not params.strip():
            self.class_abstract = (file, text, brace + 1, end - 1)
            if not self.preamble:  # defined in the body (older templates): read where it stands
                self._class_abstract()
                return end
        nargs = plain_params(params)
        if nargs is None:  # delimited parameters (\def\a#1.{..}): what a use prints is not modelled
            macro = Macro(body, 0, unmodelled=f"{name} (a macro with delimited parameters)")
        else:
            macro = Macro(body, nargs)
        self.scopes.set(name, macro, global_)
        return end

    def _class_abstract(self) -> None:
        """ReScience C's class prints \\articleABSTRACT as the abstract: its text is read as the abstract (a strict
        section: left unread, its numbers would escape the gate) once, at \\begin{document} when the preamble
        defines it, else where the body does, and at the place of its definition, where the writer edits and
        anchors it. A use then prints nothing, so the template's \\ifdefempty{\\articleABSTRACT}{}{...
        \\articleABSTRACT} reads it once, not three times."""
        if self.class_abstract is None:
            return
        file, source, begin, end = self.class_abstract
        self.class_abstract = None
        section = self.section
        self.hard_break()
        self.section = "abstract"
        self._scan(file, source, begin, end)
        self.hard_break()
        self.section = section
        self.scopes.set(CLASS_ABSTRACT, Macro(""), True)

    def _let(self, file: int, text: str, pos: int, name: Optional[str] = None) -> int:
        """\\let\\a\\b, \\let\\a=\\b: \\a takes \\b's meaning now (a user macro is copied; a command the
        scanner knows is aliased; \\iftrue and \\iffalse make a flag)."""
        global_ = self._take_global()
        name, p = self._defined_name(text, pos, name)
        if name is None:
            return pos
        p = self._skip_spaces(text, p)
        if p < len(text) and text[p] == "=":
            p = self._skip_spaces(text, p + 1)
        if p >= len(text):
            return p
        m = _CS_RE.match(text, p)
        if m:
            target, end = m.group(), m.end()
            if target in ("\\iftrue", "\\iffalse"):
                macro = Macro(cond=target == "\\iftrue")
            else:
                existing = None if target in _BUILTIN else self.scopes.get(target)
                macro = existing if existing is not None else Macro(alias=target)
        else:
            macro, end = Macro(text[p]), p + 1
        self.scopes.set(name, macro, global_)
        return end

    def _environment(self, cmd, file, text, start, pos):
        m = _ENV_NAME.match(text, pos)
        if not m:
            return pos
        name = m.group(1).strip()
        pos = m.end()
        if cmd == "\\begin":
            if name == "document" and self.nested_documents:
                return pos  # a nested document's body is read as the paper's
            if name == "document":
                self.preamble, self.preamble_abstract = False, False
                if not self.taint_sticky:
                    self.taint = None  # a preamble construct's region ends with the preamble
                self._class_abstract()
                hooks, self.hooks = self.hooks, []
                for hook in hooks:  # \AtBeginDocument code, in the order it was given
                    if self._read_in_place(*hook) > hook[3]:
                        return len(text)
                return pos
            if self.preamble and name == "abstract" and not self.preamble_abstract:
                # Scientific Data and other Springer Nature templates take \begin{abstract} in the preamble and
                # print it at \maketitle: its numbers are the paper's headline results (hbn_pod2, set 49; read as
                # nothing, they escaped). Read as the abstract; the preamble resumes at its \end.
                self.hard_break()
                self.preamble, self.preamble_abstract = False, True
                self.section, self.section_before_abstract = "abstract", self.section
                return pos
            if self.preamble:
                return pos
            if name in INNER_ARRAYS and self.math:
                self.envs.append(name)
                self.env_depths.append(self._open_scope())
                self.inner_rows += 1
                if name in ("array", "subarray", "alignedat"):
                    _, pos = self._opt(text, pos)
                    _, pos = self._req(text, pos)  # the column spec {c|c} or alignedat's count
                return pos
            if not self._inside_cell(name):
                self.hard_break()
            if name in _PYTHONTEX_ENVS or (name in _OTHER_CODE_ENVS and self.code_packages):
                return self._code_environment(name, file, text, start, pos)
            if name in VERBATIM_ENVS:
                close = text.find("\\end{" + name + "}", pos)
                if name == "lstlisting":
                    self._listing_caption(file, text, pos, len(text) if close == -1 else close)
                return len(text) if close == -1 else close + len(name) + 6
            self.envs.append(name)
            self.env_depths.append(self._open_scope())  # definitions inside an environment end with it
            user = self.scopes.get("env:" + name)
            if user is not None and name not in _BUILTIN_ENVS:  # \newenvironment: its begin code is printed
                return self._use("\\begin{" + name + "}", user, file, text, start, pos)
            if name in MATH_ENVS:
                self.math_stack.append(self.math)
                self.math = "display"
            elif name in TABLE_ENVS:
                n_req = 1 + TABLE_ENVS[name]
                if name == "tabular*":
                    _, pos = self._req(text, pos)
                    _, pos = self._opt(text, pos)
                    _, pos = self._req(text, pos)
                else:
                    _, pos = self._opt(text, pos)
                    _, pos = self._skip_args(text, pos, 0, n_req)
                if name.endswith(("deluxetable", "deluxetable*")) or name.startswith("longtable"):
                    self._open_float()  # a deluxetable or a longtable is its own float, with its own caption
                self.tables.append(Table(captions=self.float_captions[-1] if self.float_captions else [],
                                         float_span=self.float_spans[-1] if self.float_spans else [],
                                         first_block=len(self.blocks),
                                         opened=f"\\begin{{{name}}} at {self._where(file, start)}"))
                self.push_stream("table")
            elif name == "abstract":
                self.section = "abstract"
            elif name in ("acknowledgments", "acknowledgements"):  # AASTeX/REVTeX: the back matter starts here
                self.section = "acknowledgements"
            elif name == "thebibliography":
                _, pos = self._req(text, pos)
                self.before_bibliography.append(self.section)
                self.section = "references"
            elif name in FLOAT_ENVS:
                _, pos = self._opt(text, pos)
                if name in LAYOUT_ENVS:  # \begin{subfigure}[t]{0.45\textwidth}, \begin{wrapfigure}{r}{5cm}
                    pos = self._skip_layout_args(text, pos, name)
                self._open_float()
            elif name in LAYOUT_ENVS:
                pos = self._skip_layout_args(text, pos, name)
            elif name == "picture":  # \begin{picture}(width,height)(x offset,y offset): layout, see PICTURE_COMMANDS
                pos = _skip_coordinates(text, pos, 2)
            else:
                _, pos = self._opt(text, pos)
            return pos
        # \end
        if name == "document" and self.nested_documents:
            self.nested_documents -= 1
            self.hard_break()
            return pos
        if name == "document":
            if self.taint is not None or self.cond_taint is not None:
                # in a branch of a condition the gate cannot evaluate ("\ifthenelse{\boolean{StandAlone}}
                # {\end{document}}{}", sticky_expectations, set 43) the document may go on: reading on fails closed,
                # stopping here dropped the rest of the paper unread
                return pos
            self.hard_break()
            self.close_open_tables("\\end{document}")
            return len(text)  # nothing after \end{document} is part of the paper
        if name == "abstract" and self.preamble_abstract and not self.preamble:
            self.hard_break()
            self.preamble, self.preamble_abstract = True, False
            self.section = self.section_before_abstract  # the body before its first heading is no abstract
            return pos
        if self.preamble:
            return pos
        if not (name in INNER_ARRAYS and self.envs and self.envs[-1] == name) and not self._inside_cell(name):
            self.hard_break()
        if name in self.envs:
            # A tabular ended by the \end of an environment around it ("\end{table}" with no "\end{tabular}"):
            # what it swallowed is no table's rows, as at a heading (red team 19).
            last = len(self.envs) - 1 - self.envs[::-1].index(name)
            swallowed = sum(1 for env in self.envs[last + 1:] if env in TABLE_ENVS)
            if swallowed and len(self.tables) >= swallowed:
                self._untrust_since(self.tables[-swallowed], "\\end{" + name + "}")
            # LaTeX runs an environment's end code before closing it, so the end code closes what its begin code
            # opened (LyX's lyxcode: \begin{list} ... \end{list}): it runs first, with everything above still open,
            # and never again for the same environment (kalman_wind, set 44: nested lyxcode recursed to the
            # nesting limit).
            user = self.scopes.get("env:" + name)
            if user is not None and user.end and name not in _BUILTIN_ENVS and last not in self.ending:
                self.ending.add(last)
                try:
                    self._count("\\end{" + name + "}", file, start)
                    self._expand(file, user.end, [(0, len(user.end), -1)], start, pos - start)
                finally:
                    self.ending.discard(last)
                if len(self.envs) <= last or self.envs[last] != name:
                    return pos  # its end code ended it
            while self.envs:
                depth = len(self.envs) - 1
                user = self.scopes.get("env:" + self.envs[-1])
                if user is not None and user.end and self.envs[-1] not in _BUILTIN_ENVS and depth != last and \
                        depth not in self.ending:
                    self._count("\\end{" + self.envs[-1] + "}", file, start)
                    self._expand(file, user.end, [(0, len(user.end), -1)], start, pos - start)
                top = self.envs.pop()
                self._leave_env(top)
                self._close_scope(self.env_depths.pop() if self.env_depths else 0)
                if top == name:
                    break
        return pos

    def _inside_cell(self, name: str) -> bool:
        """A drawing or a minipage inside a table's cell (vm_warmup, set 42: a sparkline per count, a zero-width
        minipage for the row height) is part of that cell: ending the row's block there cut one row into many, each
        read as a first column."""
        return self.stream_kinds[-1] == "table" and (name in VERBATIM_ENVS or name == "minipage")

    def close_open_tables(self, what: str) -> None:
        """A table never closed before a heading or the end of the paper: LaTeX cannot have printed what it
        swallowed as that table, and reading the text after it as the table's rows would make a results section
        a parameter table's cells. The table and any float around it end here, and every block since the table
        opened is untrusted (its numbers need an anchor whatever their class)."""
        if not self.tables:  # the open tables, outermost first (each leaves the stack with its environment)
            return
        self._untrust_since(self.tables[0], what)
        first = next((i for i, env in enumerate(self.envs) if env in TABLE_ENVS or env in FLOAT_ENVS), len(self.envs))
        while len(self.envs) > first:
            self._leave_env(self.envs.pop())
            self._close_scope(self.env_depths.pop() if self.env_depths else 0)

    def _untrust_since(self, table: Table, what: str) -> None:
        why = f"{table.opened} is not closed before {what}"
        for blk in self.blocks[max(table.first_block, table.untrusted_to):]:
            if blk.length:
                blk.unmodelled.append((0, blk.length, why))
        table.untrusted_to = len(self.blocks)

    def _skip_picture_args(self, cmd: str, text: str, pos: int) -> Optional[int]:
        """A picture-mode command's coordinates and lengths (PICTURE_COMMANDS), or None when no (x,y) group
        follows: only groups that hold numbers alone are skipped, so \\makebox in text ([width]{text}) is never
        touched."""
        groups, lengths = PICTURE_COMMANDS[cmd]
        start = pos
        if cmd == "\\dashbox":  # \dashbox{dash length}(w,h)
            start = self._req(text, pos)[1]
        elif cmd == "\\qbezier":  # \qbezier[points](x,y)(x,y)(x,y)
            start = self._opt(text, pos)[1]
        after = _skip_coordinates(text, start, groups)
        return None if after == start else self._skip_layout_lengths(text, after, lengths)

    def _skip_layout_args(self, text: str, pos: int, name: str) -> int:
        """A layout environment's optional arguments, then its required ones, each only while it reads as layout
        (a length, a position letter, a count): paracol's argument-less column must not swallow a {printed} group,
        and minipage content that opens with [ is content (red team 12)."""
        n_opt, n_req = LAYOUT_ENVS[name]
        for _ in range(n_opt):
            arg, after = self._opt(text, pos)
            if arg is None:
                break
            pos = after
        if name in ("wrapfigure", "wraptable"):  # [lines]{placement}[overhang]{width} (red team 49b)
            pos = self._skip_layout_lengths(text, pos, 1)
            arg, after = self._opt(text, pos)
            return self._skip_layout_lengths(text, pos if arg is None else after, 1)
        return self._skip_layout_lengths(text, pos, n_req)

    def _skip_layout_lengths(self, text: str, pos: int, n: int) -> int:
        """Up to n {..} arguments, each only while it reads as layout (_LAYOUT_ARG)."""
        for _ in range(n):
            arg, after = self._req(text, pos)
            if arg is None or not (_LAYOUT_ARG.fullmatch(arg.strip()) or _KEYVAL_LAYOUT.fullmatch(arg.strip())):
                break
            pos = after
        return pos

    def _open_float(self) -> None:
        self.float_captions.append([])
        self.float_spans.append([len(self.blocks), len(self.blocks)])
        if self.section in BACK_MATTER or self.section == "appendix" or self.after_bibliography:
            self.back_floats.append(self.float_spans[-1])

    def _close_float(self) -> None:
        if self.float_spans and self.broken_floats and self.broken_floats[-1][0] is self.float_spans[-1]:
            self.hard_break()
            self._untrust_since(self.broken_floats.pop()[1], "the end of its group")
        if self.float_spans:
            self.float_spans.pop()[1] = len(self.blocks)
            self.float_captions.pop()

    def _leave_env(self, name: str) -> None:
        if name in INNER_ARRAYS and self.inner_rows:
            self.inner_rows -= 1
            return
        if name in MATH_ENVS:
            self.math = self.math_stack.pop() if self.math_stack else ""
        elif name in TABLE_ENVS:
            self.hard_break()
            self.pop_stream()
            if self.tables:
                self.tables.pop()
            if "deluxetable" in name or name.startswith("longtable"):
                self._close_float()
        elif name in FLOAT_ENVS:
            self._close_float()
        elif name == "abstract":
            self.section = "body"
        elif name == "thebibliography" and self.before_bibliography:
            # The entries end here; what follows is the text the environment interrupted (an empty one inside
            # Results must not take the rest of Results out of coverage: red team 16).
            self.section = self.before_bibliography.pop()
            self.after_bibliography = True

    def _siunitx(self, cmd, file, text, start, pos):
        numbers, has_unit = SI_NUMBER[cmd]
        if cmd == "\\unit" and not self.math and self._opt(text, pos)[0] is not None:
            return self._open_opt(text, pos)  # the units package's \\unit[200]{nm}: the value, then the unit
        _, pos = self._opt(text, pos)
        if not numbers:
            p = self._skip_spaces(text, pos)
            if text[p : p + 1] == "{" and _VALUE_START.match(text, p + 1):
                return p  # \unit{3\,Hz} (the units package, own macros): a value with its unit, read as text
        for i in range(numbers):
            p = self._skip_spaces(text, pos)
            if p >= len(text) or text[p] != "{":
                return pos
            arg, after = self._balanced(text, p, "{", "}")
            if i:
                self.emit(" – ", file, p, 0)
            if _BARE_EXPONENT.match(arg):
                self.emit("1", file, p + 1, 0)  # \num{e-7} prints 10^-7: read as 1e-7, not the letter e
            self._emit_verbatim(text, p + 1, after - 1, file)
            pos = after
        if has_unit:
            p = self._skip_spaces(text, pos)
            if p < len(text) and text[p] == "{":
                arg, after = self._balanced(text, p, "{", "}")
                unit = _si_unit(arg)
                if unit:
                    self.emit((" " if numbers else "") + unit, file, p, after - p)
                pos = after
        return pos

    def _emit_verbatim(self, text: str, lo: int, hi: int, file: int) -> None:
        """Number text inside siunitx macros (text[lo:hi]): plain characters map 1:1 to the source. A user macro in
        it prints its value (\\SIrange{\\minsolar}{\\maxsolar}{\\giga\\watt}, h2_network, set 44): expanded like
        anywhere else, never dropped."""
        pos = lo
        while pos < hi:
            m = _SI_PIECE.match(text, pos, hi)
            if m is None:  # a backslash before a space or symbol ("\num{12\ 345}"): skip it, never the rest
                pos += 1
                continue
            piece = m.group()
            if piece.startswith("\\") and piece not in SYMBOLS and self.scopes.get(piece) is not None:
                pos = max(m.end(), min(hi, self._command(piece, file, text, pos, m.end())))
                continue
            if piece.startswith("\\"):
                self.emit(SYMBOLS.get(piece, ""), file, pos, len(piece))
            elif piece == ";":
                self.emit("; ", file, pos, 1)  # \numlist{1;2;3}
            elif piece not in "{}":
                # siunitx reads a comma as a decimal marker (\num{93,12} is 93.12), never as a separator, and
                # ignores a space between digits: \num{319 601} is 319601 and \num{2.196 981} is 2.196981, one
                # number (dielectrics_ml, set 65; a thin space would split the decimal: red team 46). Each run of
                # the piece keeps its own source position.
                at = 0
                for gap in _SI_SPACE.finditer(piece):
                    self.emit(piece[at : gap.start()].replace(",", "."), file, pos + at, gap.start() - at)
                    at = gap.end()
                self.emit(piece[at:].replace(",", "."), file, pos + at, len(piece) - at)
            pos = m.end()


_SI_SPACE = lazy(r"(?<=[0-9]) +(?=[0-9])")
_SI_PIECE = lazy(r"\\[,;:!]|\\[A-Za-z]+|[{}]|;|[^\\{};]+")


# A unit written as a fraction: \\SI{3}{\\frac{m}{s}} is 3 m/s, never 3 ms (red team 50b).
_SI_FRACTION = lazy(r"\\(?:frac|dfrac|tfrac|sfrac|nicefrac)[ \t]*\{([^{}]*)\}[ \t]*\{([^{}]*)\}")


def _si_unit(arg: str) -> str:
    arg = _SI_FRACTION.sub(r"\1/\2", arg)
    out = []
    for m in re.finditer(r"\\[A-Za-z]+|[^\\\s{}]+", arg):
        piece = m.group()
        if piece.startswith("\\"):
            out.append(SI_UNITS.get(piece, ""))
        else:
            out.append(piece.replace("~", "").replace(".", ""))
    return "".join(out)


_VALUE_START = lazy(r"[ \t]*[-+−]?\.?[0-9]")
_SETUP_TITLE = lazy(r"\b(?:setup|set-up|configuration|protocol|hyper-?parameters|training details|"
                    r"experimental design|methodology|methods?)\b", re.IGNORECASE)
_COMMAND_NAME = lazy(r"\\[A-Za-z@]+")
_SPACES_AND_NEWLINE = lazy(r"[ \t]*(?:\r?\n[ \t]*)?")  # an argument may start on the next line


def _plain(title: str) -> str:
    """A heading's text without commands, braces or comments (for section names)."""
    t = re.sub(r"(?<!\\)%[^\n]*", "", title)
    t = re.sub(r"\\[A-Za-z@]+\*?", " ", t)
    t = re.sub(r"[{}\\$~]", " ", t)
    return " ".join(t.split())


_LISTING_KEY = lazy(r"[,\s\[](?:caption|title)\s*=\s*")


def _balanced_end(text: str, pos: int, limit: int, opener: str, closer: str) -> int:
    """The index of the closer that balances the opener at text[pos], or -1 before limit."""
    depth = 0
    for i in range(pos, limit):
        ch = text[i]
        if ch == "\\":
            continue
        if ch == opener and (i == pos or text[i - 1] != "\\"):
            depth += 1
        elif ch == closer and text[i - 1] != "\\":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _listing_options_end(text: str, pos: int) -> int | None:
    """The end (after ]) of a listing's [options] at pos: its caption may run for lines and hold brackets inside
    braces ("(line 1)", "[0, n)"), so only a ] outside braces closes it; None where there is none within 5,000
    characters and no blank line."""
    if text[pos : pos + 1] != "[":
        return None
    depth, i, end = 0, pos + 1, min(len(text), pos + 5000)
    while i < end:
        ch = text[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif ch == "]" and depth == 0:
            return i + 1
        elif ch == "\n" and text.startswith("\n\n", i):
            return None
        i += 1
    return None


def _listing_caption_span(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """The (start, end) of the caption= or title= value in a listing's [options] at pos, without its braces and
    without a short caption in brackets ({[short]long}); None when there is none."""
    p = pos
    while p < limit and text[p] in " \t":
        p += 1
    if p >= limit or text[p] != "[":
        return None
    close = _balanced_end(text, p, limit, "[", "]")
    if close == -1:
        return None
    m = _LISTING_KEY.search(text, p, close)
    if m is None:
        return None
    a = m.end()
    if text.startswith("{", a):
        b = _balanced_end(text, a, close, "{", "}")
        if b == -1:
            return None
        a += 1
        if text.startswith("[", a):  # {[short]long}: the long caption is printed above the listing
            short = _balanced_end(text, a, b, "[", "]")
            a = a if short == -1 else short + 1
        return a, b
    b = a
    while b < close and text[b] != ",":
        b += 1
    return a, b


def scan(path) -> Document:
    """Scan a paper (following \\input relative to its folder) into a Document."""
    return Scanner(Path(path)).run()


def _signature(spec: Optional[str], opts: List[str], bodies: List[str], cmd: str) -> Macro:
    """The macro a definition makes: [n][default] for \\newcommand, or an xparse signature made of m
    (mandatory) and a first O{default}; any other signature is stored but not modelled."""
    end = bodies[1] if len(bodies) > 1 else None
    if spec is not None:
        parts = re.findall(r"O\{[^{}]*\}|\S", spec)
        default = None
        if parts and parts[0].startswith("O{"):
            default, parts = parts[0][2:-1], parts[1:]
        if all(p == "m" for p in parts) and len(parts) + (default is not None) <= 9:
            return Macro(bodies[0], len(parts) + (default is not None), default, end=end)
        return Macro(bodies[0], 0, unmodelled=f"{cmd} with the signature {{{spec.strip()}}}", end=end)
    n = opts[0].strip() if opts else "0"
    if not n.isdigit() or int(n) > 9:
        return Macro(bodies[0], 0, unmodelled=f"{cmd} with [{n}] arguments", end=end)
    return Macro(bodies[0], int(n), opts[1] if len(opts) > 1 else None, end=end)
