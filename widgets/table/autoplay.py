"""Auto-play: the computer seats play on their own, one decision at a time, from an asyncio task (never a blocking
loop, which would hold the page's clicks), while a session's ``autoplay`` is on; it waits on a human seat and stops
at the end. Plain Python: the session says what happened, its screen listens."""

from __future__ import annotations

import asyncio
from functools import partial
from typing import TYPE_CHECKING, Any

from gangs.kernel import Action
from gangs.kernel.lang import language, translator

if TYPE_CHECKING:
    from .session import TableSession

_ = translator("widgets")


class Chosen:
    """An agent that plays one action chosen already (by an agent that thought in another thread)."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, state: Any, legal: list[Action]) -> Action:
        """The action chosen already."""
        return self.action


def start(session: TableSession, task: asyncio.Task | None) -> asyncio.Task | None:
    """Auto-play was turned on in ``session``: the task that plays (``task`` while it runs, else a new one on the
    running event loop). When the game is over or no loop runs, that is said, ``autoplay`` is off again and ``task``
    is given back."""
    with language(session.lang):
        if session.match.is_over:
            session.say(_("The game is over."), near="controls")
            session.autoplay = False
            return task
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            session.say(_("Auto-play needs a running event loop (a Jupyter kernel): use Step or End turn."),
                        error=True, near="controls")
            session.autoplay = False
            return task
    if task is None or task.done():
        task = loop.create_task(play_computers(session))
    return task


async def play_computers(session: TableSession) -> None:
    """Play ``session``'s computer seats while its ``autoplay`` is on, ``pace`` seconds apart; wait on human seats;
    stop at the end (then ``on_autoplay_stop``). A seat's agent thinks in a worker thread, on a copy of the position,
    so that the page answers meanwhile (what it chose for a position left meanwhile is dropped)."""
    loop = asyncio.get_running_loop()
    try:
        while session.autoplay and not session.match.is_over:
            if not session.computer_to_move():
                await asyncio.sleep(0.1)
                continue
            match, decisions = session.match, session.match.decisions
            agent = session.agents_by_seat().get(match.to_move)
            if agent is None:                       # the match's own random agent: instant
                played = session.guarded(session.run)
            else:
                state = match.state.clone()
                chosen = await loop.run_in_executor(None, agent.choose, state, state.legal_actions())
                if not session.autoplay or session.match is not match or match.decisions != decisions:
                    continue
                played = session.guarded(partial(match.run, agents={match.to_move: Chosen(chosen)}, max_steps=1))
            if not played:
                break
            await asyncio.sleep(session.pace)
    finally:
        session.autoplay = False
        session.on_autoplay_stop()
