"""What every game shares: Game, State, Action, Event, the rule index, Match and Record."""

from .action import Action, normalize_notation, parse_notation
from .agent import Agent, RandomAgent
from .boards import board_loader
from .dice import D6, Die
from .errors import IllegalAction, RecordError, Refusal
from .event import SPECTATOR, Event
from .fields import Fields
from .game import Game
from .match import Match, replay
from .options import Option, board_option, max_turns_option, option_index
from .record import FORMAT, Record
from .rules import KERNEL_RULES, Rule, rule_index, with_kernel_rules
from .state import CHANCE, TIMEOUT, State

__all__ = ["Action", "Agent", "CHANCE", "D6", "Die", "Event", "FORMAT", "Fields", "Game", "IllegalAction",
           "KERNEL_RULES", "Match", "Option", "RandomAgent", "Record", "RecordError", "Refusal", "Rule", "SPECTATOR",
           "State", "TIMEOUT",
           "board_loader", "board_option", "max_turns_option", "normalize_notation", "option_index",
           "parse_notation", "replay", "rule_index", "with_kernel_rules"]
