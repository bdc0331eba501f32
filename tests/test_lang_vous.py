"""« vous » in French, as the catalogues' "you" forms write it (``gangs.kernel.tell``): « vous » as an object stands
before the verb (« Personne ne vous dénonce », « Alice n'a rien à vous donner », « La Maison 3 vous appartient »), last
in a list of objects (« prend Bob et vous »), and the verb of « vous » takes the subjunctive where French asks for it
(« jusqu'à ce que vous la relanciez »). French matches of every game, read by each seat, leave none of the wrong
patterns below."""

from __future__ import annotations

import re

import pytest
from french_play import french_texts

import gangs

_TO_VERBS = ("donne paie paye prend reprend verse rend doit demande vole dérobe appartient dit envoie offre propose "
             "vend montre laisse rembourse donnent paient payent prennent versent rendent doivent demandent volent "
             "appartiennent donner payer prendre reprendre verser rendre devoir demander voler dérober appartenir dire "
             "envoyer offrir proposer vendre montrer laisser rembourser").split()
"""The French verbs whose object « à quelqu'un » is « vous » before the verb."""

WRONG = {
    "a verb, then « vous » as its object (« dénonce vous », « Envoyer vous »)":
        re.compile(r"(?:^[A-ZÉ][a-zéèêàâîôûç]*(?:er|ir|re)|(?<![\w'’])(?!(?:est|sont|a|ont|y|que|qu|et|ou|puis|donc|"
                   r"mais|ne|se|le|la|les|me|te|de|ce|une|entre|contre|comme|sauf|si)\b)[a-zéèêàâîôûç]+"
                   r"(?:er|ir|re|e|it|d|ent)(?: pas| plus| jamais)?) vous(?=$|[.,;:!?)]| (?:à|au|aux|de|du|des|d['’]|"
                   r"dans|sur|pour|par|avec)\b| \()"),
    "an infinitive, then « à vous » (« à donner à vous »)":
        re.compile(r"\bà (?:" + "|".join(v for v in _TO_VERBS if v.endswith(("er", "ir", "re"))) + r")\b[^.;:!?]*"
                   r" à vous\b"),
    "a verb of giving, then « à vous » (« paie 5 €, à vous », « appartient à vous », « demande à vous »)":
        re.compile(r"\b(?:" + "|".join(_TO_VERBS) + r")\b(?:(?! et | puis | ou )[^.;:!?«»])*? à vous\b"),
    "the indicative after « jusqu'à ce que », « pour que »... (« jusqu'à ce que vous la relancez »)":
        re.compile(r"\b(?:jusqu['’]à ce|avant|pour|afin|bien|sans) que vous (?:\w+ )?\w+(?<![iy])ez\b"),
    "« de vous » after a noun where French says « votre » (« au profit de vous »)":
        re.compile(r"\b(?:le|la|les|l['’]|au|aux|du|des) [a-zéèêàç]+ de vous\b"),
}
"""What a French text must not say of the reader, « vous »; the verb forms after « vous » (``…ez``, « êtes »)
and the pronouns before a verb (« vous vous rendez ») mark « vous » as a subject, which is right there."""


@pytest.mark.parametrize("name, wrong_text", [
    (next(iter(WRONG)), "Personne ne dénonce vous."),
    (list(WRONG)[0], "Envoyer vous à l'Hôpital"),
    (list(WRONG)[1], "Alice n'a rien à donner à vous."),
    (list(WRONG)[2], "La Maison 3 appartient à vous."),
    (list(WRONG)[2], "Alice (rouge) demande à vous (jaune) le prix."),
    (list(WRONG)[3], "jusqu'à ce que vous la relancez depuis le centre."),
    (list(WRONG)[4], "au profit de vous"),
])
def test_each_wrong_pattern_finds_what_it_names(name, wrong_text):
    assert WRONG[name].search(wrong_text)


BAD = {"street": ("roll", "end", "buy", "pass", "bogus"), "chicago": ("roll", "spin", "pass", "bogus"),
       "ribauds": ("take 1", "end", "rob 1 grey", "bogus"), "supergang": ("roll", "end", "pass", "bogus")}
"""Notations tried now and then, most of them refused."""


@pytest.mark.parametrize("game", sorted(BAD))
def test_french_matches_read_by_each_seat_leave_no_object_vous_after_its_verb(game):
    texts = []
    for seed in range(3):
        for names in (["Alice", "Yves", "Bob"], ["Yves", "Alice"], ["Alice", "Bob", "Yves", "Cleo"]):
            if len(names) > gangs.GAMES[game].max_players:
                continue
            log = gangs.new(game, names, seed=seed, lang="fr").run().log
            texts += [event.told(seat) for event in log for seat in range(len(names))
                      if event.readable_by(seat, len(names))]
            found, _missing, _log = french_texts(game, names, seed, {}, BAD[game], every=29, steps=300)
            texts += found
    told = [text for text in texts if re.search(r"\b[Vv]ous\b", text)]
    assert told, "no text told « vous »: the test reads nothing"
    slips = sorted({(name, text) for text in told for name, wrong in WRONG.items() if wrong.search(text)})
    assert slips == []
