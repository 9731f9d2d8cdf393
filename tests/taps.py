"""Counting what a player does on the phone: every tap and every key press.

Issue 15's targets are counts of taps ("typing a number counts as one tap per
character"). A test drives the page only through a `Taps`, which counts as it goes; the
counts it reports are printed at the end of the test run (tests/conftest.py) and are the
figures BENCHMARKS.md records.
"""
from dataclasses import dataclass, field

REPORTED: list[tuple[str, int, int]] = []     # (what was entered, taps, target)


@dataclass
class Taps:
    """`count` is every tap and key; `typed` the characters typed (the numbers), `pressed`
    the other keys (the keyboard's Next), so `touches` are the taps on the screen."""

    page: object
    count: int = 0
    steps: list[str] = field(default_factory=list)
    typed: int = 0
    pressed: int = 0

    @property
    def touches(self) -> int:
        return self.count - self.typed - self.pressed

    @property
    def beyond_typing(self) -> int:
        """Taps on the screen and keys that are not the numbers themselves (Next)."""
        return self.count - self.typed

    def tap(self, locator) -> None:
        """One tap on what the locator finds (it must be exactly one element)."""
        locator.tap()
        self.count += 1
        self.steps.append("tap")

    def type(self, text: str) -> None:
        """Keys pressed into the focused field: one tap per character."""
        self.page.keyboard.type(text)
        self.count += len(text)
        self.typed += len(text)
        self.steps.append(f"type {text!r}")

    def press(self, key: str) -> None:
        """One key (Enter, Backspace, …)."""
        self.page.keyboard.press(key)
        self.count += 1
        self.pressed += 1
        self.steps.append(f"press {key}")

    def report(self, what: str, target: int) -> int:
        """Records the count for the end-of-run summary and returns it."""
        REPORTED.append((what, self.count, target))
        return self.count
