"""Every game of ``gangs.GAMES`` as a registered OpenSpiel game (Python game API; extra ``[openspiel]``).

>>> from gangs.interop import openspiel
>>> game = openspiel.load("street", players=3, max_turns=10)       # a pyspiel.Game
>>> state = game.new_initial_state()

Each game is registered as ``gangs_<key>`` (``pyspiel.load_game("gangs_street(players=3)")``), with two
parameters: ``players`` and ``options``, the game's options as JSON (percent-encoded: OpenSpiel's game strings
keep no commas). Chance is explicit; returns are general-sum and terminal (1 for a winner, 0 otherwise); the
information is imperfect where the game has secrets (La Street's and Les Ribauds' hands: ``has_secrets``), perfect
otherwise. Actions and chance outcomes are coded
by ``gangs.kernel.codec``, in one range: ``num_distinct_actions() == max_chance_outcomes()``.

Observations come from ``state.observation(p)``: the string is its JSON, the tensor its leaves hashed into
``FEATURES`` numbers (``gangs.interop.features``). The information state (perfect recall) adds every event the
player could read so far (``Event.readers``): its string lists their sentences, its tensor counts them by rule in
a second half. OpenSpiel serializes a Python state as its history and its pickled attributes: the position
pickles as ``State.to_dict()`` (and deep-copies itself, for ``clone``, with ``State.clone()``).
"""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote, unquote

import numpy as np
import pyspiel

import gangs
from gangs.kernel.codec import ActionCodec, codec
from gangs.kernel.state import CHANCE, State

from .features import FEATURES, features, observation_text

PREFIX = "gangs_"
"""The short names of the registered games: ``gangs_`` and the game's key."""

MOVES_PER_DECISION = 4
"""OpenSpiel's ``max_game_length`` counts chance outcomes too: a game's ``max_decisions`` times this bounds them
(a decision of these games is followed by a few dice, darts or draws at most)."""


def short_name(key: str) -> str:
    """The OpenSpiel name of the game ``key``."""
    return PREFIX + key


def encode_options(options: dict[str, Any]) -> str:
    """The options as an OpenSpiel string parameter: JSON with its commas and brackets percent-encoded."""
    return quote(json.dumps(options, sort_keys=True, separators=(",", ":")), safe='":_-.')


def decode_options(text: str) -> dict[str, Any]:
    """The options of ``encode_options``."""
    return json.loads(unquote(text)) if text else {}


def has_secrets(game: Any) -> bool:
    """Whether a player of ``game`` may not see everything: its State deals hidden things again for a search
    (``State.resample``), as La Street's and Les Ribauds' hands."""
    state = game.initial_state([f"P{i + 1}" for i in range(game.min_players)], game.check_options({}))
    return type(state).resample is not State.resample


def game_type(key: str) -> pyspiel.GameType:
    """The OpenSpiel description of the game ``key``."""
    game = gangs.GAMES[key]
    return pyspiel.GameType(
        short_name=short_name(key),
        long_name=f"{game.title} (gangs)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if has_secrets(game) else
                     pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": game.min_players, "options": "{}"},
    )


class GangsGame(pyspiel.Game):
    """A game of ``gangs`` for OpenSpiel: ``key`` is set by the subclass registered for each game."""

    key = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = gangs.GAMES[self.key]
        self.players = int(params.get("players", self.rules.min_players))
        self.options = self.rules.check_options(decode_options(params.get("options", "{}")))
        self.names = [f"P{i + 1}" for i in range(self.players)]
        self.rules.initial_state(self.names, self.options)          # a refused combination fails here
        self.codec: ActionCodec = codec(self.rules, self.players, self.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.num_actions,
            max_chance_outcomes=self.codec.num_actions,
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            max_game_length=self.rules.max_decisions * MOVES_PER_DECISION,
        )
        super().__init__(game_type(self.key), info, {"players": self.players,
                                                     "options": encode_options(self.options)})

    def new_initial_state(self) -> "GangsState":
        """The first position of a match."""
        return GangsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "GangsObserver":
        """The observer of an observation (``perfect_recall`` False) or of an information state (True)."""
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return GangsObserver(recall, params)


class Position:
    """What a ``GangsState`` holds on the Python side: the ``gangs`` State, the events each player read, and the
    game and codec they belong to. OpenSpiel clones a Python state by deep-copying its attributes and serializes
    it by pickling them: a Position copies itself with ``State.clone()`` and pickles as ``State.to_dict()``."""

    def __init__(self, rules: Any, coder: ActionCodec, names: list[str], inner: Any,
                 read: list[list[str]] | None = None, counts: np.ndarray | None = None) -> None:
        self.rules, self.codec, self.names, self.inner = rules, coder, names, inner
        self.read = read if read is not None else [[] for _ in names]
        """The sentences of the events each player could read, in order (the information state)."""
        self.counts = np.zeros((len(names), FEATURES), np.float32) if counts is None else counts
        """For each player, the events he could read counted by rule and kind, hashed into ``FEATURES`` slots."""
        self.seen: dict[int, Any] = {}
        """Each player's observation of ``inner``, once asked (OpenSpiel asks for its string and tensor apart)."""
        self.text: str | None = None
        """``inner`` as text, once asked."""

    def observation(self, player: int) -> Any:
        """``inner.observation(player)``, kept until the next action."""
        found = self.seen.get(player)
        if found is None:
            found = self.seen[player] = self.inner.observation(player)
        return found

    def apply(self, code: int) -> None:
        """Play the action (or chance outcome) with that code, noting who may read each event."""
        self.seen, self.text = {}, None
        read, counts = self.read, self.counts
        for event in self.inner.apply(self.codec.decode(self.inner, code)):
            slot = zlib.crc32(f"{event.rule}:{event.kind}".encode()) % FEATURES
            for p in range(len(read)) if event.readers is None else event.readers:
                if 0 <= p < len(read):
                    read[p].append(event.text)
                    counts[p, slot] += 1.0

    def __str__(self) -> str:
        if self.text is None:
            self.text = observation_text(self.inner.to_dict())
        return self.text

    def __deepcopy__(self, memo: dict) -> "Position":
        return Position(self.rules, self.codec, self.names, self.inner.clone(), [list(lines) for lines in self.read],
                        self.counts.copy())

    def __getstate__(self) -> dict[str, Any]:
        return {"state": self.inner.to_dict(), "read": self.read, "counts": self.counts.tolist()}

    def __setstate__(self, data: dict[str, Any]) -> None:
        state = data["state"]
        self.rules = gangs.GAMES[state["game"]]
        self.names = list(state["players"])
        self.codec = codec(self.rules, self.names, state["options"])
        self.inner = self.rules.state_from_dict(state)
        self.read = [list(lines) for lines in data["read"]]
        self.counts = np.array(data["counts"], np.float32)
        self.seen, self.text = {}, None


class GangsState(pyspiel.State):
    """A position of a ``gangs`` game for OpenSpiel; ``inner`` is the ``gangs`` State."""

    def __init__(self, game: GangsGame) -> None:
        super().__init__(game)
        self.position = Position(game.rules, game.codec, game.names, game.rules.initial_state(game.names, game.options))

    @property
    def inner(self) -> Any:
        """The ``gangs`` State."""
        return self.position.inner

    def current_player(self) -> int:
        """The player to move, ``PlayerId.CHANCE`` or ``PlayerId.TERMINAL``."""
        to_move = self.position.inner.to_move
        if to_move is None:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if to_move == CHANCE else to_move

    def _legal_actions(self, player: int) -> list[int]:
        """The codes of the legal actions, ascending."""
        inner, encode = self.position.inner, self.position.codec.encode
        if player != inner.to_move:
            return []
        return sorted(encode(action) for action in inner.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The codes of the chance outcomes with their probabilities, ascending."""
        encode = self.position.codec.encode
        return sorted((encode(action), p) for action, p in self.position.inner.chance_outcomes())

    def _apply_action(self, code: int) -> None:
        """Play the action (or chance outcome) with that code."""
        self.position.apply(code)

    def _action_to_string(self, player: int, code: int) -> str:
        """The notation of the action with that code here."""
        coder = self.position.codec
        for action in coder.candidates(self.position.inner):
            if coder.encode(action) == code:
                return action.notation
        return f"code {code}"

    def is_terminal(self) -> bool:
        """Whether the match is over."""
        return self.position.inner.is_terminal

    def returns(self) -> list[float]:
        """1 for a winner, 0 otherwise, once over (0 for all before)."""
        inner = self.position.inner
        if not inner.is_terminal:
            return [0.0] * len(self.position.names)
        return [float(r) for r in inner.returns()]

    def __str__(self) -> str:
        return str(self.position)


class GangsObserver:
    """OpenSpiel's observer (the PyObserver interface): ``tensor`` and ``dict``, ``set_from``, ``string_from``."""

    def __init__(self, recall: bool, params: Any = None) -> None:
        if params:
            raise ValueError(f"the gangs observer takes no parameters, not {params}")
        self.recall = recall
        self.tensor = np.zeros(FEATURES * (2 if recall else 1), np.float32)
        self.dict = {"observation": self.tensor[:FEATURES]}
        if recall:
            self.dict["events"] = self.tensor[FEATURES:]

    def set_from(self, state: GangsState, player: int) -> None:
        """The tensor of ``state`` as ``player`` sees it."""
        self.tensor[:FEATURES] = features(state.position.observation(player))
        if self.recall:
            self.tensor[FEATURES:] = state.position.counts[player]

    def string_from(self, state: GangsState, player: int) -> str:
        """The observation's JSON, after the events read so far for an information state."""
        text = observation_text(state.position.observation(player))
        return "\n".join([*state.position.read[player], text]) if self.recall else text


def _register() -> dict[str, type]:
    """Register one OpenSpiel game per game of ``gangs.GAMES`` (once per process)."""
    classes = {}
    registered = set(pyspiel.registered_names())
    for key in gangs.GAMES:
        cls = classes[key] = type(f"Gangs{key.capitalize()}Game", (GangsGame,), {"key": key})
        if short_name(key) not in registered:
            pyspiel.register_game(game_type(key), cls)
    return classes


GAME_CLASSES = _register()
"""The OpenSpiel game class of each game, by key."""


def load(key: str, players: int | None = None, **options: Any) -> pyspiel.Game:
    """The OpenSpiel game of ``key`` for ``players`` (the game's fewest by default) and ``options``."""
    game = gangs.GAMES[key]
    return pyspiel.load_game(short_name(key), {
        "players": players if players is not None else game.min_players,
        "options": encode_options(game.check_options(options)),
    })
