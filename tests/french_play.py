"""Play a French match at random and collect every text it shows a user: the helpers that the games' French tests
share (``tests/test_lang_supergang.py``, ``tests/test_lang_chicago_ribauds.py``).

    texts, missing, log = french_texts("chicago", ["Alice", "Bruno"], seed=1, options={}, bad=BAD, every=23)
    assert not missing and not english_in(texts, ENGLISH, names)
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable, Iterable, Mapping, Sequence

import gangs
from gangs.kernel import IllegalAction
from gangs.kernel.lang import language, missing_translations
from gangs.kernel.tell import action_words


def scene_texts(state, viewer: int | None) -> list[str]:
    """The title of the scene ``viewer`` is shown, and every text and hover title of its shapes."""
    scene = state.game.scene(state, viewer)
    texts = [scene.title]
    for shape in scene.shapes():
        texts += [t for t in (getattr(shape, "text", None), getattr(shape, "title", None)) if t]
    return texts


def refusal_text(error: IllegalAction, notation: str) -> str:
    """What a refusal tells the user, its rule key left out."""
    return str(error).rpartition(" [rule:")[0]


def french_texts(game: str, players: Sequence[str], seed: int, options: Mapping[str, Any], bad: Iterable[str],
                 every: int, steps: int | None = None, viewer: Callable[[int, int], int | None] = lambda step, n: None,
                 refused: Callable[[IllegalAction, str], str] = refusal_text) -> tuple[list[str], set, list[str]]:
    """Every text a French match of ``game`` shows a user, played at random (to its end, or ``steps`` decisions),
    the messages asked for with no translation on the way, and the match's log.

    Each decision's action labels and piece names are read, as the player to move reads them; the log as the
    teacher and as the first seat read it; every ``every`` decisions, the scene as ``viewer(step,
    players)`` sees it, every sheet and table, and the refusal of each notation of ``bad`` (as ``refused`` keeps
    it; a notation that happens to be legal is played and undone)."""
    texts: list[str] = []
    rng = random.Random(seed)
    with missing_translations() as missing:
        match = gangs.new(game, players=list(players), seed=seed, lang="fr", **options)
        step = 0
        while not match.is_over and (steps is None or step < steps):
            actions = match.legal_actions()
            with language("fr"):
                worded = [action_words(match.state, a, match.to_move) for a in actions]
            texts += [label for label, _piece in worded] + [piece for _label, piece in worded if piece]
            if step % every == 0:
                with language("fr"):
                    state = match.state
                    texts += scene_texts(state, viewer(step, len(state.names)))
                    for p in range(len(state.names)):
                        texts += [f"{k}: {v}" for k, v in state.sheet(p).items()]
                    for title, (columns, rows) in state.tables().items():
                        texts += [title, *columns, *(str(cell) for row in rows for cell in row)]
                for notation in bad:
                    try:
                        match.play(notation)
                    except IllegalAction as error:
                        texts.append(refused(error, notation))
                    else:
                        match.undo()
            match.play(rng.choice(actions))
            step += 1
        # the teacher's reading (names) and the first seat's (« vous » for himself)
        log = [event.text for event in match.log] + [event.told(0) for event in match.log]
        with language("fr"):
            texts += log + scene_texts(match.state, None)
    return texts, missing, log


def english_in(texts: Iterable[str], markers: Iterable[str], names: Sequence[str] = (),
               notation: re.Pattern | None = None) -> list[tuple[str, str]]:
    """The (marker, text) of every text that holds one of the English ``markers``, once the proper ``names`` (the
    board's, longest first) and what matches ``notation`` (ids quoted as typed) are left out; a text that is
    only a piece of a name (a name wrapped on two lines in the drawing) is skipped."""
    markers = tuple(markers)
    pieces = {" ".join(words[:k]) for name in names for words in [name.split()] for k in range(len(words))}
    pieces |= {" ".join(words[k:]) for name in names for words in [name.split()] for k in range(len(words))}
    found = set()
    for text in texts:
        if text in pieces:
            continue
        for name in names:
            text = text.replace(name, "")
        if notation is not None:
            text = notation.sub("", text)
        found |= {(marker, text) for marker in markers if marker in text}
    return sorted(found)
