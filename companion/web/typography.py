"""The typography of each language, applied once, where a page or a printed aid is rendered.

Every HTML template (the pages and the printables the PDFs are made from) is filtered on
its way out, so no text needs its spaces typed by hand:
- in every language, a no-break space joins a number to the word after it ("5 parejas"
  never breaks into "5" at a line's end and "parejas" on the next);
- in French, a narrow no-break space (U+202F) before ; ! ? and a no-break space (U+00A0)
  before : and inside « », whether the text had an ordinary space there or none; and the
  typographic apostrophe (’) for a straight one between two letters (l'étage);
- on the printed aids and the teach script (templates under printables/), no paragraph,
  list item, cell or heading ends on a line of one word: its last two words are joined
  by a no-break space (`no_widows`).
Only text between tags is touched: never a tag or its attributes, nor what scripts,
styles, <title>, <pre> and <textarea> hold (a player's typed note stays as typed), nor
an entity.
The filter is idempotent: a text that already has the right spaces is left as it is.
"""
import re

from jinja2 import Template

from companion import i18n

NBSP, NNBSP = "\u00a0", "\u202f"
SPACES = f" {NBSP}{NNBSP}"
# What is not text: comments, blocks whose content is not prose (a page's title is its
# name, for tabs and the PDF's metadata), tags with their attributes.
NOT_TEXT = re.compile("(" + "|".join(
    [r"<!--.*?-->"] + [rf"<{tag}\b.*?</{tag}\s*>" for tag in
                       ("script", "style", "pre", "textarea", "title")] + [r"<[^>]*>"]) + ")",
    re.S | re.I)
# A stretch of text without any of these has nothing to change (most stretches).
WORK = {"fr": re.compile(r"[;:!?«»']|\d |&"), "other": re.compile(r"\d |&")}
ENTITY = re.compile(r"(&#?\w+;)")
SPACE_ENTITIES = {"&nbsp;": NBSP, "&#160;": NBSP, "&#xa0;": NBSP, "&#8239;": NNBSP,
                  "&#x202f;": NNBSP}
NUMBER_THEN_WORD = re.compile(r"(?<=\d) ([^\W\d_]+)")
# Words after a number that are not what it counts ("from 0 to 3", "2 y 3", "1 ou 2"):
# the space before them may break.
NOT_COUNTED = {
    "en": {"to", "and", "or", "of", "in", "on", "at", "for", "with", "from", "by", "per",
           "each", "against", "than", "is", "are", "x"},
    "es": {"a", "al", "y", "e", "o", "u", "de", "del", "en", "con", "por", "para", "frente",
           "cada", "contra", "que", "es", "son", "hasta", "x"},
    "fr": {"à", "au", "aux", "et", "ou", "de", "du", "des", "en", "avec", "par", "pour",
           "contre", "chacun", "chacune", "que", "est", "sont", "sur", "jusqu", "x"},
}
# Before ; ! ? and : an ordinary (or the wrong) space, or none when the mark ends a
# phrase (followed by a space, the end of the text or a closing sign): "10:30" and "?q="
# are left alone.
SPACED_HIGH = re.compile(f"[{SPACES}]+([;!?])")
SPACED_COLON = re.compile(f"[{SPACES}]+:")
BARE_HIGH = re.compile(f"(?<=[^\\s{SPACES};:!?«(\\[])([;!?]+)(?=[\\s)»\\]]|$)")
BARE_COLON = re.compile(f"(?<=[^\\s{SPACES};:!?«(\\[]):(?=[\\s)»\\]]|$)")
OPEN_QUOTE = re.compile(f"«[{SPACES}]*")
CLOSE_QUOTE = re.compile(f"[{SPACES}]*»")


def _every_language(text: str, lang: str) -> str:
    free = NOT_COUNTED.get(lang, NOT_COUNTED["en"])
    return NUMBER_THEN_WORD.sub(
        lambda m: (" " if m.group(1).casefold() in free else NBSP) + m.group(1), text)


# Between two letters; or an elided word that a tag cuts from the next ("l'<strong>équipe").
APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])|(?<=\b[ldjmnstcLDJMNSTC])'$"
                        r"|(?<=\b[qQ]u)'$")
APOSTROPHE_ENTITY = re.compile(r"(?<=[^\W\d_])&#(?:39|x27);(?=[^\W\d_])"
                               r"|(?<=\b[ldjmnstcLDJMNSTC])&#(?:39|x27);$|(?<=\b[qQ]u)&#(?:39|x27);$")


def _french(text: str) -> str:
    text = APOSTROPHE.sub("’", text)
    text = SPACED_HIGH.sub(NNBSP + r"\1", text)
    text = SPACED_COLON.sub(NBSP + ":", text)
    text = BARE_HIGH.sub(NNBSP + r"\1", text)
    text = BARE_COLON.sub(NBSP + ":", text)
    text = OPEN_QUOTE.sub("«" + NBSP, text)
    return CLOSE_QUOTE.sub(NBSP + "»", text)


def _text(text: str, lang: str) -> str:
    text = _every_language(text, lang)
    return _french(text) if lang == "fr" else text


def typeset_text(text: str, lang: str) -> str:
    """A plain text (no markup) with the spaces and apostrophes of `lang`: the texts
    scripts show, which the page's filter does not reach inside <script>."""
    return _text(text, lang) if WORK["fr" if lang == "fr" else "other"].search(text) else text


def typeset(html: str, lang: str) -> str:
    """`html` with the spaces of `lang` in its text."""
    work = WORK["fr" if lang == "fr" else "other"]
    parts = NOT_TEXT.split(html)     # text, what is not text, text, …
    for i in range(0, len(parts), 2):
        if work.search(parts[i]):
            parts[i] = _stretch(parts[i], lang)
    return "".join(parts)


def _stretch(text: str, lang: str) -> str:
    if lang == "fr" and "&#" in text:
        text = APOSTROPHE_ENTITY.sub("’", text)
    if "&" not in text:
        return _text(text, lang)
    # a space typed as an entity is a space like the others; other entities stay whole
    for entity, char in SPACE_ENTITIES.items():
        text = text.replace(entity, char)
    return "".join(_text(part, lang) if j % 2 == 0 else part
                   for j, part in enumerate(ENTITY.split(text)))


# Elements inside a line of text: the others end a line of their own (a paragraph, an item,
# a cell, a heading, a line break), and a widow is the last line of such a block.
INLINE = {"a", "abbr", "b", "bdi", "bdo", "cite", "code", "em", "i", "kbd", "mark", "q",
          "s", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"}
TAG_NAME = re.compile(r"</?([a-zA-Z][\w-]*)")
LONGEST_JOINED = 30    # two words longer than this together may break (a narrow cell)


def no_widows(html: str) -> str:
    """`html` with the last two words of each block of text joined by a no-break space, so
    that no block ends on a line of one word; a block of two words (a short cell) is never
    broken. An <svg> is a picture inside the line (an icon) and its text is left as it is;
    words joined already (by a no-break space) count as one."""
    parts = NOT_TEXT.split(html)
    chars = [list(part) if i % 2 == 0 else None for i, part in enumerate(parts)]
    block = _Block()
    in_svg = False
    for i, part in enumerate(parts):
        if i % 2 == 1:
            name = TAG_NAME.match(part)
            tag = name[1].lower() if name else ""
            if tag == "svg":       # a picture in the line: a word, its own text left alone
                in_svg = not part.startswith("</")
                if in_svg:
                    block.read("\ufffc", (i, 0))
                continue
            if in_svg or tag in INLINE or (not name and not part.startswith("<!--")):
                continue
            if block.to_join():
                chars[block.join[0]][block.join[1]] = NBSP
            block = _Block()
            continue
        if not in_svg:
            for j, char in enumerate(part):
                block.read(char, (i, j))
    return "".join(part if chars[i] is None else "".join(chars[i])
                   for i, part in enumerate(parts))


class _Block:
    """What no_widows knows of the block of text being read: where its last two words meet."""

    def __init__(self):
        self.join = None       # the space before the last word
        self.pending = None    # a space not yet followed by a word
        self.words = 0         # words read (words joined by a no-break space are one)
        self.last = 0          # the characters of the last word
        self.joined = False    # the last word holds a no-break space already

    def read(self, char: str, where: tuple[int, int]) -> None:
        if char in " \n\t":
            if self.words:
                self.pending = self.pending or where
            return
        if self.pending is not None or not self.words:
            self.join = self.pending
            self.pending, self.last, self.joined = None, 0, False
            self.words += 1
        self.last += 1
        self.joined = self.joined or char == NBSP

    def to_join(self) -> bool:
        return (self.join is not None and self.last <= LONGEST_JOINED
                and (self.words == 2 or not self.joined))


class TypesetTemplate(Template):
    """A template whose HTML comes out typeset in the language of the moment; a printed one
    (under printables/) has no widows either."""

    def render(self, *args, **kwargs) -> str:
        html = super().render(*args, **kwargs)
        if self.name and not self.name.endswith(".html"):
            return html
        html = typeset(html, i18n.current())
        return no_widows(html) if self.name and self.name.startswith("printables/") else html
