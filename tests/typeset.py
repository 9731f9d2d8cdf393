"""Pages as their texts were written, for tests about what a text says rather than how it
is spaced: the typography filter (companion/web/typography.py, tested on its own in
tests/test_typography.py) joins numbers to their nouns with no-break spaces and gives
French its spaces before ; : ! ? and inside « »."""
import re

SPACED_MARK = re.compile("[\u00a0\u202f](?=[;:!?»])|(?<=«)[\u00a0\u202f]")


def plain(html: str) -> str:
    """`html` with the filter's spaces undone: none before a high mark or inside « », an
    ordinary space for every other no-break one."""
    return SPACED_MARK.sub("", html).replace("\u00a0", " ").replace("\u202f", " ")
