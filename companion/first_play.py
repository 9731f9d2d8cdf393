"""First-play mode: the first time a setup step, a phase or an action comes up in a play,
every phone explains it (its rules entry: companion.teach.explanation); once it is done it
goes away and does not come back in that play.

What comes up is read from the play as it stands: the setup steps, and on the tracker the
reminders and actions that name a rules entry (Reminder.entry, Action.entry), an entry
explained once however many of them name it. It is done when its step is ticked, when its
action is recorded, when it is no longer brought up (its phase, its moment, has passed). Only events
decide it, so a replay, an undo and every phone agree. No Flask, no database.
"""
from collections.abc import Callable

from companion.games.base import TrackerView

SETUP_TICK = "setup_tick"


def setup_key(step: int) -> str:
    return f"setup:{step}"


def moments(view: TrackerView | None) -> list[str]:
    """The rules entries the tracker's view brings up, reminders first, each once."""
    if view is None:
        return []
    entries = [r.entry for r in view.reminders] + [a.entry for a in view.actions]
    return list(dict.fromkeys(e for e in entries if e))


def showing(state) -> list[str]:
    """The entries the tracker explains now."""
    if not state.first_play or state.phase != "playing":
        return []
    return [e for e in moments(state.tracker()) if e not in state.explained]


def setup_showing(state, steps: int) -> list[int]:
    """The setup steps explained now: not ticked, and never ticked before."""
    if not state.first_play or state.phase != "setup":
        return []
    return [i for i in range(steps)
            if i not in state.ticked and setup_key(i) not in state.explained]


def around(state, kind: str, data: dict, apply: Callable[[], str]) -> str:
    """`apply()` (one event folded into `state`), noting what it has done for the first
    play: the action's entry, what it sent away, the step it ticked."""
    if not state.first_play:
        return apply()
    before = state.tracker() if state.phase == "playing" else None
    text = apply()
    done: set[str] = set()
    if kind == SETUP_TICK and data.get("done") is True:
        done.add(setup_key(data.get("step")))
    if before is not None:
        action = before.action(kind)
        if action is not None and action.entry:
            done.add(action.entry)
        after = set(moments(state.tracker())) if state.phase == "playing" else set()
        done |= set(moments(before)) - after      # its phase, or its moment, has passed
    state.explained = state.explained | done
    return text
