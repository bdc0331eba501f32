"""Every game of ``gangs.GAMES`` where researchers already work: as an OpenSpiel game (``gangs.interop.openspiel``,
extra ``[openspiel]``) and a PettingZoo environment (``gangs.interop.pettingzoo``, extra ``[pettingzoo]``), with no
code per game: both read the kernel contract and the action code of ``gangs.kernel.codec``. Nothing here is
imported by ``gangs`` itself, so the rules need neither library."""

from __future__ import annotations

from .features import FEATURES, features, observation_text

__all__ = ["FEATURES", "features", "observation_text"]
