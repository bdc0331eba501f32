"""What every game shares: Game, State, Action, Event, the rule index, Match and Record."""

from .action import Action, normalize_notation, parse_notation
from .agent import Agent, RandomAgent
from .errors import IllegalAction, RecordError
from .event import Event
from .game import Game
from .match import Match, replay
from .record import FORMAT, Record
from .rules import KERNEL_RULES, Rule, rule_index, with_kernel_rules
from .state import CHANCE, State

__all__ = ["Action", "Agent", "CHANCE", "Event", "FORMAT", "Game", "IllegalAction", "KERNEL_RULES", "Match",
           "RandomAgent", "Record", "RecordError", "Rule", "State", "normalize_notation", "parse_notation",
           "replay", "rule_index", "with_kernel_rules"]
