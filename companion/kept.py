"""A small memory of recent things, shared by the server's threads: the least recently used
is forgotten first. Pages, their gzip, play states and play summaries are kept in one.

Bounded by count and, where things differ in size (a page, a gzip), by bytes too: a
memory that only counts its entries grows with what each holds (a rules page with its
answers to a question no one asked before weighs a hundred kilobytes)."""
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Value = TypeVar("Value")


class Kept(Generic[Value]):
    def __init__(self, size: int, budget: int | None = None,
                 weigh: Callable[[Value], int] | None = None):
        """At most `size` things and, with `weigh`, at most `budget` bytes of them."""
        self.size = size
        self.budget = budget
        self.weigh = weigh
        self.weight = 0
        self._lock = threading.Lock()
        self._items: OrderedDict[Hashable, Value] = OrderedDict()
        self._weights: dict[Hashable, int] = {}

    def get(self, key: Hashable) -> Value | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: Hashable, value: Value) -> None:
        weight = self.weigh(value) if self.weigh else 0
        if self.budget is not None and weight > self.budget:
            return    # larger than the whole memory: not kept
        with self._lock:
            self.weight += weight - self._weights.get(key, 0)
            self._items[key] = value
            self._weights[key] = weight
            self._items.move_to_end(key)
            while len(self._items) > self.size or (
                    self.budget is not None and self.weight > self.budget):
                old, _ = self._items.popitem(last=False)
                self.weight -= self._weights.pop(old)

    def __len__(self) -> int:
        return len(self._items)
