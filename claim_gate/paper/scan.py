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
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Optional, Tuple

from ..errors import InputError
from ..files import read_text
from .sections import canonical, section_name

# Characters inserted into rendered text.
THIN = "\u2009"  # \, \; \: (thousands separators in 59\,918)
NBSP = "\u00a0"  # ~ : a non-breaking space, never a qualifier
CELL = "\x1f"  # & in a table row
REF = "\ue001"  # where a \ref stood
GLUE = "\ue002"  # a layout length such as \linewidth: glues to a number before it

_TOKEN = re.compile(
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
_ENV_NAME = re.compile(r"\s*\{([^{}\n]*)\}")
_SPACES = re.compile(r"[ \t]*")

SYMBOLS = {
    "\\times": "×", "\\pm": "±", "\\mp": "∓", "\\approx": "≈", "\\sim": "∼", "\\simeq": "≃",
    "\\textasciitilde": "~", "\\leq": "≤", "\\le": "≤", "\\geq": "≥", "\\ge": "≥", "\\leqslant": "≤",
    "\\geqslant": "≥", "\\lt": "<", "\\gt": ">", "\\ll": "≪", "\\gg": "≫", "\\cdot": "·", "\\%": "%",
    "\\$": "$", "\\&": "&", "\\#": "#", "\\_": "_", "\\{": "{", "\\}": "}", "\\,": THIN, "\\;": THIN,
    "\\:": THIN, "\\>": THIN, "\\!": "", "\\ ": " ", "\\\n": " ", "\\/": "", "\\-": "", "\\@": "",
    "\\ldots": "…", "\\dots": "…", "\\cdots": "⋯", "\\textminus": "−", "\\textendash": "–",
    "\\textemdash": "—", "\\textpercent": "%", "\\percent": "%", "\\mu": "µ", "\\textmu": "µ",
    "\\textdegree": "°", "\\degree": "°", "\\quad": " ", "\\qquad": " ", "\\enspace": " ",
    "\\thinspace": THIN, "\\newline": " ", "\\linebreak": " ", "\\textbackslash": "\\", "\\infty": "∞",
    "\\textless": "<", "\\textgreater": ">", "\\textunderscore": "_", "\\slash": "/",
    # Greek letters render as themselves, so "\\lambda = 2.0" reads as an assignment.
    **{"\\" + name: chr(0x3B1 + i) for i, name in enumerate(
        ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu",
         "nu", "xi", "omicron", "pi", "rho", "varsigma", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega"))},
    "\\varepsilon": "ε", "\\Delta": "Δ", "\\Sigma": "Σ", "\\Omega": "Ω",
}
LENGTHS = {"\\textwidth", "\\linewidth", "\\columnwidth", "\\textheight", "\\paperwidth", "\\paperheight",
           "\\hsize", "\\vsize", "\\baselineskip", "\\parindent", "\\parskip", "\\tabcolsep", "\\fill",
           "\\stretch", "\\unitlength"}

# Commands whose arguments are never scanned: n_opt optional [..] and n_req required {..}.
SKIP_ARGS = {
    **{c: (2, 1) for c in ("\\cite", "\\citep", "\\citet", "\\citealt", "\\citealp", "\\citeauthor", "\\citeyear",
                           "\\citeyearpar", "\\nocite", "\\inlinecite", "\\citen", "\\parencite", "\\textcite",
                           "\\autocite", "\\footcite", "\\Cite", "\\Citep", "\\Citet", "\\citenum", "\\supercite",
                           "\\cite*", "\\citep*", "\\citet*", "\\smartcite", "\\fullcite")},
    **{c: (1, 1) for c in ("\\bibliography",
                           "\\bibliographystyle", "\\usepackage", "\\documentclass", "\\RequirePackage",
                           "\\hspace", "\\hspace*", "\\vspace", "\\vspace*", "\\linespread", "\\scalebox",
                           "\\color", "\\pagecolor", "\\captionsetup", "\\sisetup", "\\lstset", "\\pgfplotsset",
                           "\\hypersetup", "\\geometry", "\\cline", "\\thispagestyle", "\\pagestyle",
                           "\\pagenumbering", "\\bibitem", "\\nth", "\\ding", "\\thanks", "\\author",
                           "\\affil", "\\address", "\\email", "\\date", "\\title", "\\keywords",
                           "\\setstretch", "\\graphicspath", "\\addbibresource", "\\ORCID", "\\DOI",
                           "\\doi", "\\arraystretch", "\\includepdf", "\\lstinputlisting", "\\inputminted",
                           "\\pgfplotstableread", "\\tikzset", "\\usetikzlibrary", "\\usepgfplotslibrary",
                           "\\PassOptionsToPackage", "\\newlength", "\\newcounter", "\\refstepcounter",
                           "\\stepcounter", "\\verbatiminput", "\\rotatebox", "\\textcolor", "\\colorbox")},
    **{c: (0, 2) for c in ("\\setlength", "\\addtolength", "\\setcounter", "\\addtocounter", "\\resizebox",
                           "\\resizebox*", "\\fontsize", "\\newtheorem", "\\DeclareMathOperator",
                           "\\DeclareMathOperator*", "\\SetKwComment", "\\SetKwFunction", "\\SetKwProg")},
    **{c: (0, 3) for c in ("\\definecolor",)},
}
# Where a text argument follows the skipped ones, it is scanned: \textcolor{red}{text},
# \resizebox{w}{h}{box}, \colorbox{c}{text}, \rotatebox{90}{text}.
_DEFINITIONS = {"\\newcommand", "\\renewcommand", "\\providecommand", "\\newcommand*", "\\renewcommand*",
                "\\providecommand*", "\\newenvironment", "\\renewenvironment", "\\newenvironment*",
                "\\DeclareRobustCommand", "\\DeclareRobustCommand*", "\\NewDocumentCommand",
                "\\RenewDocumentCommand", "\\DeclareDocumentCommand", "\\NewDocumentEnvironment",
                "\\newcolumntype", "\\DeclarePairedDelimiter", "\\patchcmd", "\\apptocmd", "\\pretocmd"}
REF_COMMANDS = {"\\ref", "\\eqref", "\\autoref", "\\cref", "\\Cref", "\\pageref", "\\nameref", "\\vref", "\\Vref",
                "\\labelcref", "\\cpageref", "\\subref", "\\autoref*", "\\ref*", "\\hyperref", "\\crefrange",
                "\\Crefrange", "\\cref*", "\\Cref*"}
SECTIONING = {"\\part": 0, "\\chapter": 1, "\\section": 2, "\\subsection": 3, "\\subsubsection": 4,
              "\\paragraph": 5, "\\subparagraph": 6}
BREAKS = {"\\item", "\\par", "\\bibitem", "\\maketitle", "\\newpage", "\\clearpage", "\\bigskip", "\\medskip",
          "\\smallskip", "\\noindent", "\\centering", "\\toprule", "\\midrule", "\\bottomrule", "\\hline",
          "\\botrule", "\\State", "\\Statex", "\\If", "\\Else", "\\ElsIf", "\\For", "\\ForAll", "\\While",
          "\\Return", "\\Procedure", "\\Function", "\\EndFor", "\\EndIf", "\\EndWhile", "\\EndProcedure"}

VERBATIM_ENVS = {"verbatim", "verbatim*", "Verbatim", "Verbatim*", "lstlisting", "minted", "comment", "alltt",
                 "BVerbatim", "LVerbatim", "filecontents", "filecontents*", "tikzpicture", "pgfpicture",
                 "forest", "dot2tex", "asy", "sagesilent", "pycode"}
MATH_ENVS = {"equation", "equation*", "align", "align*", "alignat", "alignat*", "gather", "gather*", "multline",
             "multline*", "flalign", "flalign*", "eqnarray", "eqnarray*", "displaymath", "dmath", "dmath*",
             "math", "subequations", "split", "cases", "IEEEeqnarray", "IEEEeqnarray*", "algorithmic",
             "algorithm2e", "algorithmic*", "CCSXML"}
TABLE_ENVS = {"tabular": 0, "tabular*": 1, "tabularx": 1, "tabulary": 1, "longtable": 0, "longtable*": 0,
              "supertabular": 0, "xtabular": 0, "tblr": 0, "NiceTabular": 0, "deluxetable": 0, "deluxetable*": 0,
              "splitdeluxetable": 0, "splitdeluxetable*": 0}
# AASTeX deluxetable: a table and its own float. Layout commands take arguments that are no numbers;
# \tablehead holds the header row, \startdata/\enddata bound the data rows.
DELUXE_LAYOUT = {"\\tablecolumns", "\\tablewidth", "\\tabletypesize", "\\tablenum", "\\tablecolsep"}
DELUXE_NOTES = {"\\tablenotetext": 1, "\\tablecomments": 0, "\\tablerefs": 0}
FLOAT_ENVS = {"figure", "figure*", "table", "table*", "wrapfigure", "wraptable", "subfigure", "SCfigure"}

# siunitx unit macros rendered as unit text.
SI_UNITS = {
    "\\kilo": "k", "\\mega": "M", "\\giga": "G", "\\tera": "T", "\\peta": "P", "\\exa": "E", "\\milli": "m",
    "\\micro": "µ", "\\nano": "n", "\\pico": "p", "\\femto": "f", "\\kibi": "Ki", "\\mebi": "Mi", "\\gibi": "Gi",
    "\\tebi": "Ti", "\\byte": "B", "\\bit": "bit", "\\second": "s", "\\hertz": "Hz", "\\meter": "m",
    "\\metre": "m", "\\gram": "g", "\\watt": "W", "\\joule": "J", "\\volt": "V", "\\ampere": "A",
    "\\kelvin": "K", "\\percent": "%", "\\per": "/", "\\minute": "min", "\\hour": "h", "\\day": "d",
    "\\degreeCelsius": "°C", "\\celsius": "°C", "\\flop": "FLOP", "\\FLOP": "FLOP", "\\flops": "FLOP/s",
    "\\square": "", "\\cubic": "", "\\litre": "L", "\\liter": "L", "\\decibel": "dB", "\\bel": "B",
    "\\mole": "mol", "\\newton": "N", "\\pascal": "Pa", "\\ohm": "Ω", "\\celsius": "°C", "\\radian": "rad",
    "\\degree": "°", "\\arcsecond": "″", "\\gigabyte": "GB", "\\megabyte": "MB", "\\kilobyte": "kB",
    "\\terabyte": "TB", "\\gigahertz": "GHz", "\\megahertz": "MHz", "\\millisecond": "ms",
    "\\microsecond": "µs", "\\nanosecond": "ns", "\\kilogram": "kg",
}
# siunitx macro: (number arguments, has a unit argument)
SI_NUMBER = {"\\num": (1, False), "\\tablenum": (1, False), "\\SI": (1, True), "\\qty": (1, True),
             "\\si": (0, True), "\\unit": (0, True), "\\SIrange": (2, True), "\\qtyrange": (2, True),
             "\\numrange": (2, False), "\\numlist": (1, False), "\\SIlist": (1, True), "\\qtylist": (1, True),
             "\\ang": (1, False), "\\numproduct": (1, False), "\\qtyproduct": (1, True)}


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


@dataclass
class Document:
    files: List[SourceFile]
    blocks: List[Block]
    comments: List[Comment]
    refs: List[Ref]
    labels: List[Tuple[str, str, int, int]]  # (label, enclosing float env or "", file, source offset)
    graphics: List[Tuple[str, int, int]]  # (path, file, source offset)
    codedigests: List[Tuple[str, int, int]]  # (value, file, source offset)

    def position(self, file: int, src: int) -> Tuple[str, int, int]:
        f = self.files[file]
        line, col = f.line_col(src)
        return f.display, line, col


def read_tex(path: Path, display: str) -> str:
    return read_text(path, display, locate="line")


def _line_starts(text: str) -> List[int]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i != -1:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


class _Frame:
    __slots__ = ("kind", "data")

    def __init__(self, kind: str, data=None):
        self.kind = kind
        self.data = data


class Scanner:
    """One pass over the main file and everything it \\inputs, in reading order."""

    def __init__(self, main: Path):
        self.main = main
        self.root = main.parent.resolve()
        self.files: List[SourceFile] = []
        self.blocks: List[Block] = []
        self.comments: List[Comment] = []
        self.refs: List[Ref] = []
        self.labels: List[Tuple[str, str, int, int]] = []
        self.graphics: List[Tuple[str, int, int]] = []
        self.codedigests: List[Tuple[str, int, int]] = []
        self.section = "body"
        self.heading = ""
        self.headings: List[Tuple[int, str]] = []
        self.appendix = False
        self.seq = 0
        self.open_files: List[Path] = []
        self.streams: List[Optional[Block]] = [None]  # the block text goes to; None: start one lazily
        self.stream_kinds: List[str] = ["prose"]
        self.frames: List[_Frame] = []
        self.envs: List[str] = []
        self.tables: List[Table] = []
        self.float_captions: list[list[int]] = []  # per open float (or deluxetable): its caption blocks
        self.float_spans: list[list[int]] = []  # per open float: [first block, end block)
        self.math = ""  # "", "inline", "display"
        self.math_stack: List[str] = []
        self.preamble = False
        self.last_visible: Optional[Tuple[int, int, int, int]] = None
        self.last_char = ""  # the last character emitted (a ^ or _ before { opens a script in math)
        self.script_depth = 0  # inside x^{...} or x_{...} in math: digits there are never mentions
        self.macros: dict = {}  # zero-argument \newcommand / \def bodies, expanded where used
        self.expanding: List[Tuple[int, int]] = []  # usage sites (source offset, length) being expanded

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
        kind = self.stream_kinds[-1]
        if kind == "table":
            return "table"
        if self.script_depth:
            return "script"
        if self.math == "inline" and kind == "prose":
            return "math"
        return "prose" if kind == "heading" else kind

    def emit(self, text: str, file: int, src: int, src_len: int) -> None:
        if not text or self.preamble or self.math == "display":
            return
        if self.expanding:  # text from a macro body is placed where the macro was used
            src, src_len = self.expanding[0]
        blk = self._block()
        self.seq += 1
        blk.runs.append((blk.length, len(text), file, src, src_len, self._context(), self.seq))
        blk.parts.append(text)
        blk.length += len(text)
        blk._text = None
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

    # -- files -----------------------------------------------------------------------------------
    def run(self) -> Document:
        display = self.main.name
        text = read_tex(self.main, display)
        self.preamble = "\\begin{document}" in text
        self.scan_file(self.main.resolve(), display, text)
        # Blocks keep their indices (refs and comments point at them); empty ones have no text.
        return Document(self.files, self.blocks, self.comments, self.refs, self.labels, self.graphics,
                        self.codedigests)

    def _resolve_input(self, arg: str, file: int, src: int) -> Tuple[Path, str]:
        where = self._where(file, src)
        name = arg.strip()
        if not name:
            raise InputError(where, "\\input with an empty file name")
        candidate = (self.root / name)
        options = [candidate] if name.endswith(".tex") else [candidate.with_name(candidate.name + ".tex"), candidate]
        for path in options:
            try:
                resolved = path.resolve()
            except (OSError, RuntimeError):  # a symlink loop or unreadable path: try the next spelling;
                continue  # when none exists the \\input is an error below, never skipped
            if self.root != resolved and self.root not in resolved.parents:
                raise InputError(where, f"\\input{{{name}}} leaves the paper's folder")
            if resolved.is_file():
                return resolved, resolved.relative_to(self.root).as_posix()
        raise InputError(where, f"\\input{{{name}}}: no such file")

    def _where(self, file: int, src: int) -> str:
        f = self.files[file]
        line, _ = f.line_col(src)
        return f"{f.display}:{line}"

    def scan_file(self, path: Path, display: str, text: str) -> None:
        if path in self.open_files:
            chain = " -> ".join(p.name for p in self.open_files + [path])
            raise InputError(display, f"\\input cycle: {chain}")
        self.open_files.append(path)
        file = len(self.files)
        self.files.append(SourceFile(path, display, text, _line_starts(text)))
        self._scan(file, text)
        self.open_files.pop()

    # -- the scanner -----------------------------------------------------------------------------
    def _scan(self, file: int, text: str) -> None:
        pos, end = 0, len(text)
        line_content = False  # a non-space token on the current line before this point
        line_comment = False  # the current line holds a comment (so it is not a blank line)
        match = _TOKEN.match
        while pos < end:
            m = match(text, pos)
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
                self.emit(tok if tok.strip() else " ", file, start, len(tok))
            elif kind == "nl":
                if not line_content and not line_comment:
                    if self.math != "display":
                        self.hard_break()  # a blank line ends the paragraph
                else:
                    self.emit(" ", file, start, 1)
                line_content = line_comment = False
            elif kind == "comment":
                if not self.expanding:
                    self.comments.append(Comment(tok, file, start, not line_content, self.seq, self.last_visible))
                line_comment = True
            else:
                line_content = True
                if kind == "cmd":
                    pos = self._command(tok, file, text, start, pos)
                elif kind == "math":
                    self._dollar(tok)
                elif kind == "lbrace":
                    if self.math == "inline" and self.last_char in "^_":
                        self.script_depth += 1
                        self.frames.append(_Frame("script"))
                    else:
                        self.frames.append(_Frame("group"))
                elif kind == "rbrace":
                    self._close_group()
                elif kind == "amp":
                    if self.stream_kinds[-1] == "table" and self.math != "display":
                        blk = self._block()
                        self.emit(CELL, file, start, 1)
                        blk.cell_spans.append(1)
                    else:
                        self.emit(" ", file, start, 1)
                elif kind == "tilde":
                    self.emit(NBSP, file, start, 1)

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
        elif not self.math:
            self.math = mode

    def _close_group(self) -> None:
        if not self.frames:
            return  # an unbalanced } : LaTeX would fail; we keep going
        frame = self.frames.pop()
        if frame.kind == "script":
            self.script_depth -= 1
        elif frame.kind == "stream":  # the end of a caption, footnote or heading argument
            self.hard_break()
            self.pop_stream()
        elif frame.kind == "row":  # the end of a deluxetable's \tablehead
            self.hard_break()

    # -- arguments -------------------------------------------------------------------------------
    @staticmethod
    def _skip_spaces(text: str, pos: int) -> int:
        return _SPACES.match(text, pos).end()

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
            self.frames.append(_Frame(kind, data))
            return p + 1
        return pos

    # -- commands --------------------------------------------------------------------------------
    def _command(self, cmd: str, file: int, text: str, start: int, pos: int) -> int:
        if cmd in SYMBOLS:
            self.emit(SYMBOLS[cmd], file, start, len(cmd))
            return pos
        if cmd in ("\\(", "\\)"):
            self._toggle_math("inline")
            return pos
        if cmd in ("\\[", "\\]"):
            self._toggle_math("display")
            return pos
        if cmd == "\\\\":
            _, pos = self._opt(text, pos)  # \\[2pt]
            if self.stream_kinds[-1] == "table" and self.math != "display":
                self.hard_break()
            else:
                self.emit(" ", file, start, len(cmd))
            return pos
        if cmd in LENGTHS:
            self.emit(GLUE, file, start, len(cmd))
            return pos
        if cmd == "\\begin" or cmd == "\\end":
            return self._environment(cmd, file, text, start, pos)
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
        if cmd in ("\\iffalse",):
            return self._skip_iffalse(text, pos)
        if cmd in ("\\input", "\\include", "\\subfile", "\\import"):
            arg, after = self._req(text, pos)
            if arg is None:
                return pos
            if self.preamble and cmd != "\\input":
                return after
            path, display = self._resolve_input(arg, file, start)
            if cmd == "\\include":
                self.hard_break()
            self.scan_file(path, display, read_tex(path, display))
            return after
        if cmd in _DEFINITIONS:
            return self._definition(cmd, text, pos)
        if cmd in ("\\def", "\\gdef", "\\edef", "\\xdef", "\\let"):
            return self._skip_def(cmd, text, pos)
        if cmd in self.macros:
            if len(self.expanding) < 8:  # a recursive definition stops here, not in a RecursionError
                self.expanding.append((start, pos - start) if not self.expanding else self.expanding[0])
                try:
                    self._scan(file, self.macros[cmd])
                finally:
                    self.expanding.pop()
            return pos
        if cmd in REF_COMMANDS:
            args, after = self._skip_args(text, pos, 1, 2 if cmd in ("\\crefrange", "\\Crefrange") else 1)
            if not self.preamble:
                blk = self._block()
                for arg in args:
                    for label in arg.split(","):
                        self.refs.append(Ref(label.strip(), blk.index, blk.length, file, start))
                self.emit(REF, file, start, after - start)
            return after
        if cmd.rstrip("*") in SECTIONING:
            return self._sectioning(cmd, file, text, start, pos)
        if cmd == "\\appendix":
            self.appendix = True
            self.hard_break()
            self.section = "appendix"
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
        if cmd == "\\cmidrule":
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
                self.codedigests.append((arg.strip(), file, start))
                return after
            return pos
        if cmd == "\\label":
            arg, after = self._req(text, pos)
            if arg is not None:
                float_env = next((e for e in reversed(self.envs) if e in FLOAT_ENVS), "")
                self.labels.append((arg.strip(), float_env, file, start))
                return after
            return pos
        if cmd in ("\\includegraphics", "\\includegraphics*"):
            _, pos = self._opt(text, pos)
            arg, after = self._req(text, pos)
            if arg is not None:
                self.graphics.append((arg.strip(), file, start))
                return after
            return pos
        if cmd in ("\\url", "\\nolinkurl", "\\path"):
            arg, after = self._req(text, pos, comments=False)
            return after if arg is not None else pos
        if cmd in SKIP_ARGS:
            n_opt, n_req = SKIP_ARGS[cmd]
            _, pos = self._skip_args(text, pos, n_opt, n_req)
            if cmd in ("\\bibitem",):
                self.hard_break()
            return pos
        if cmd in BREAKS:
            self.hard_break()
            if cmd == "\\item":
                _, pos = self._opt(text, pos)
            return pos
        if cmd == "\\bibliography" or cmd == "\\printbibliography":
            self.hard_break()
            self.section = "references"
            return pos
        if cmd in ("\\abstract",):  # \abstract{...} in some classes
            self.hard_break()
            self.section = "abstract"
            return pos
        # Any other command: its name renders as nothing; its arguments are scanned as text.
        # In text, a following optional argument is an option (never prose), so it is skipped; in math
        # a [ after a command is a bracket ($i \in [0, n)$).
        if pos < len(text) and text[pos] == "[" and not self.math:
            _, pos = self._opt(text, pos)
        return pos

    def _sectioning(self, cmd, file, text, start, pos):
        _, pos = self._opt(text, pos)
        title, _ = self._req(text, pos)
        self.hard_break()
        if title is None:
            return pos
        level = SECTIONING[cmd.rstrip("*")]
        plain = _plain(title)
        # The chain of open headings, outermost first: "Evaluation > Setup", "Experimental Setup > Models."
        self.headings = [h for h in self.headings if h[0] < level] + [(level, plain)]
        self.heading = " > ".join(h[1] for h in self.headings)
        if level <= 2:
            self.section = "appendix" if self.appendix else section_name(plain)
        elif level == 3 and not self.appendix:
            # A subsection changes the section only when its title names one; otherwise it stays in
            # its parent, so a "Results" subsection titled "Scaling" keeps the results policy.
            self.section = canonical(plain) or self.section
        # The title is scanned as a block of its own.
        self.push_stream("heading")
        return self._open_arg(text, pos, "stream")

    def _skip_iffalse(self, text: str, pos: int) -> int:
        depth = 1
        for m in re.compile(r"\\(if[A-Za-z@]*|fi)(?![A-Za-z@])").finditer(text, pos):
            if m.group(1) == "fi":
                depth -= 1
                if depth == 0:
                    return m.end()
            else:
                depth += 1
        return len(text)

    def _definition(self, cmd: str, text: str, pos: int) -> int:
        """Skip a definition (it must never be scanned as text); remember zero-argument macros.

        \newcommand{\name}[n][default]{body}, \newcommand\name{body}, \newenvironment{n}[..]{begin}{end}.
        """
        p = self._skip_spaces(text, pos)
        name = None
        if p < len(text) and text[p] == "\\":
            m = re.compile(r"\\(?:[A-Za-z@]+|.)").match(text, p)
            name, p = (m.group(), m.end()) if m else (None, p + 1)
        else:
            arg, p = self._req(text, p)
            if arg is not None and re.fullmatch(r"\s*\\[A-Za-z@]+\s*", arg):
                name = arg.strip()
        has_args = False
        for _ in range(3):
            q = self._skip_spaces(text, p)
            if q < len(text) and text[q] == "[":
                _, p = self._balanced(text, q, "[", "]")
                has_args = True
        bodies = []
        while len(bodies) < 2:
            q = self._skip_spaces(text, p)
            if q < len(text) and text[q] == "\n":
                q = self._skip_spaces(text, q + 1)
            if q < len(text) and text[q] == "{":
                body, p = self._balanced(text, q, "{", "}")
                bodies.append(body)
            else:
                break
        simple = cmd.rstrip("*") in ("\\newcommand", "\\renewcommand", "\\providecommand")
        if simple and name and not has_args and bodies and "#" not in bodies[0]:
            if not (cmd.startswith("\\providecommand") and name in self.macros):
                self.macros[name] = bodies[0]
        return p

    def _skip_def(self, cmd: str, text: str, pos: int) -> int:
        p = self._skip_spaces(text, pos)
        m = re.compile(r"\\(?:[A-Za-z@]+|.)").match(text, p)
        if not m:
            return pos
        p = m.end()
        if cmd == "\\let":
            p = self._skip_spaces(text, p)
            if p < len(text) and text[p] == "=":
                p = self._skip_spaces(text, p + 1)
            m = re.compile(r"\\(?:[A-Za-z@]+|.)|.").match(text, p)
            return m.end() if m else p
        brace = text.find("{", p)
        if brace == -1:
            return p
        params = text[p:brace]
        body, end = self._balanced(text, brace, "{", "}")
        if cmd in ("\\def", "\\gdef") and not params.strip() and "#" not in body:
            self.macros[m.group()] = body
        return end

    def _environment(self, cmd, file, text, start, pos):
        m = _ENV_NAME.match(text, pos)
        if not m:
            return pos
        name = m.group(1).strip()
        pos = m.end()
        if cmd == "\\begin":
            if name == "document":
                self.preamble = False
                return pos
            if self.preamble:
                return pos
            self.hard_break()
            if name in VERBATIM_ENVS:
                close = text.find("\\end{" + name + "}", pos)
                return len(text) if close == -1 else close + len(name) + 6
            self.envs.append(name)
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
                if name.endswith(("deluxetable", "deluxetable*")):
                    self._open_float()  # a deluxetable is its own float
                self.tables.append(Table(captions=self.float_captions[-1] if self.float_captions else [],
                                         float_span=self.float_spans[-1] if self.float_spans else []))
                self.push_stream("table")
            elif name == "abstract":
                self.section = "abstract"
            elif name == "thebibliography":
                _, pos = self._req(text, pos)
                self.section = "references"
            elif name in FLOAT_ENVS:
                _, pos = self._opt(text, pos)
                self._open_float()
            else:
                _, pos = self._opt(text, pos)
            return pos
        # \end
        if name == "document":
            self.hard_break()
            return len(text)  # nothing after \end{document} is part of the paper
        if self.preamble:
            return pos
        self.hard_break()
        if name in self.envs:
            while self.envs:
                top = self.envs.pop()
                self._leave_env(top)
                if top == name:
                    break
        return pos

    def _open_float(self) -> None:
        self.float_captions.append([])
        self.float_spans.append([len(self.blocks), len(self.blocks)])

    def _close_float(self) -> None:
        if self.float_spans:
            self.float_spans.pop()[1] = len(self.blocks)
            self.float_captions.pop()

    def _leave_env(self, name: str) -> None:
        if name in MATH_ENVS:
            self.math = self.math_stack.pop() if self.math_stack else ""
        elif name in TABLE_ENVS:
            self.hard_break()
            self.pop_stream()
            if self.tables:
                self.tables.pop()
            if "deluxetable" in name:
                self._close_float()
        elif name in FLOAT_ENVS:
            self._close_float()
        elif name == "abstract":
            self.section = "body"

    def _siunitx(self, cmd, file, text, start, pos):
        numbers, has_unit = SI_NUMBER[cmd]
        _, pos = self._opt(text, pos)
        for i in range(numbers):
            p = self._skip_spaces(text, pos)
            if p >= len(text) or text[p] != "{":
                return pos
            arg, after = self._balanced(text, p, "{", "}")
            if i:
                self.emit(" – ", file, p, 0)
            self._emit_verbatim(arg, file, p + 1)
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

    def _emit_verbatim(self, arg: str, file: int, src: int) -> None:
        """Number text inside siunitx macros: plain characters map 1:1 to the source."""
        for m in re.finditer(r"\\[,;:!]|\\[A-Za-z]+|[{}]|;|[^\\{};]+", arg):
            piece = m.group()
            if piece.startswith("\\"):
                self.emit(SYMBOLS.get(piece, ""), file, src + m.start(), len(piece))
            elif piece == ";":
                self.emit("; ", file, src + m.start(), 1)  # \numlist{1;2;3}
            elif piece not in "{}":
                self.emit(piece, file, src + m.start(), len(piece))


def _si_unit(arg: str) -> str:
    out = []
    for m in re.finditer(r"\\[A-Za-z]+|[^\\\s{}]+", arg):
        piece = m.group()
        if piece.startswith("\\"):
            out.append(SI_UNITS.get(piece, ""))
        else:
            out.append(piece.replace("~", "").replace(".", ""))
    return "".join(out)


def _plain(title: str) -> str:
    """A heading's text without commands, braces or comments (for section names)."""
    t = re.sub(r"(?<!\\)%[^\n]*", "", title)
    t = re.sub(r"\\[A-Za-z@]+\*?", " ", t)
    t = re.sub(r"[{}\\$~]", " ", t)
    return " ".join(t.split())


def scan(path) -> Document:
    """Scan a paper (following \\input relative to its folder) into a Document."""
    return Scanner(Path(path)).run()
