"""A player called "You" as the object of a verb, in French: « vous » stands before the verb (« Personne ne vous
dénonce », « Alice n'a rien à vous donner », « La Maison 3 vous appartient »), last in a list of objects (« prend
Bob et vous »), and the verb of « vous » takes the subjunctive where French asks for it (« jusqu'à ce que vous la
relanciez »). French matches of every game played with a player "You" leave none of the wrong patterns below."""

from __future__ import annotations

import re

import pytest
from french_play import french_texts

import gangs
from gangs.kernel.vous import _TO_VERBS, second_person_fr, subjunctive_form

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
"""What a French text must not say of a player called "You"; the verb forms after « vous » (``…ez``, « êtes »)
and the pronouns before a verb (« vous vous rendez ») mark « vous » as a subject, which is right there."""


@pytest.mark.parametrize("text, told", [
    # a single "You", direct object: « vous » before the verb, after « ne »
    ("Personne ne dénonce You.", "Personne ne vous dénonce."),
    ("Le Prévôt arrête You.", "Le Prévôt vous arrête."),
    ("Le Prévôt n'arrête pas You.", "Le Prévôt ne vous arrête pas."),
    ("La police a arrêté You.", "La police vous a arrêté."),
    ("Envoyer You à l'Hôpital", "Vous envoyer à l'Hôpital"),
    ("Libérer You de Prison", "Vous libérer de Prison"),
    # « à You » after a verb of giving, taking, asking, owning: « vous » before the verb
    ("Alice n'a rien à donner à You.", "Alice n'a rien à vous donner."),
    ("La Maison 3 appartient à You.", "La Maison 3 vous appartient."),
    ("les flics appartiennent déjà à You", "les flics vous appartiennent déjà"),
    ("Bob paie la taxe du Terrain, 5 000 €, à You.", "Bob vous paie la taxe du Terrain, 5 000 €."),
    ("Alice (rouge) demande à You (jaune) le prix du tueur rouge.", "Alice (rouge) vous demande le prix du tueur "
                                                                    "rouge."),
    ("Voler une bourse grise à You", "Vous voler une bourse grise"),
    ("Alice prend 3 € à Bob et donne 2 € à You.", "Alice prend 3 € à Bob et vous donne 2 €."),
    # a list of objects: « vous » last, coordinated after the verb
    ("Le Prévôt prend You et Bob.", "Le Prévôt prend Bob et vous."),
    ("Le Prévôt prend You (rouge), Alice et Bob.", "Le Prévôt prend Alice, Bob et vous (rouge)."),
    ("Le Prévôt prend Alice et You.", "Le Prévôt prend Alice et vous."),
    ("Bob donne 2 € à Alice et à You.", "Bob donne 2 € à Alice et à vous."),
    # « vous » after a preposition, « être », « il y a » or « que » stays where it is
    ("La Maison 3 est déjà à You.", "La Maison 3 est déjà à vous."),
    ("Alice va à l'Hôpital, envoyé par You.", "Alice va à l'Hôpital, envoyé par vous."),
    ("Les gérants sont joués par You (jaune).", "Les gérants sont joués par vous (jaune)."),
    ("Sur la case, il y a You.", "Sur la case, il y a vous."),
    ("Il n'y a que You.", "Il n'y a que vous."),
    ("Boss de La Street : You !", "Boss de La Street : vous !"),
    # « de You » after a contracted article: « votre »
    ("Alice achète 2 pions-trafic, au profit de You.", "Alice achète 2 pions-trafic, à votre profit."),
    ("Bob tire sur un des truands de You.", "Bob tire sur un de vos truands."),
    # "You" a subject: a list without « et », the subjunctive
    ("Bagarre générale sur la case 3 : You, Alice, Bob relancent le dé !",
     "Bagarre générale sur la case 3 : vous, Alice, Bob relancez le dé !"),
    ("La paire de flics 2 quitte le jeu jusqu'à ce que You la relance depuis le centre.",
     "La paire de flics 2 quitte le jeu jusqu'à ce que vous la relanciez depuis le centre."),
])
def test_you_as_an_object_in_french(text, told):
    assert second_person_fr(text) == told
    assert not [name for name, wrong in WRONG.items() if wrong.search(told)]


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


@pytest.mark.parametrize("third, vous", [
    ("relance", "relanciez"), ("prenne", "preniez"), ("reprenne", "repreniez"), ("vienne", "veniez"),
    ("finisse", "finissiez"), ("soit", "soyez"), ("ait", "ayez"), ("fasse", "fassiez"), ("puisse", "puissiez"),
    ("aille", "alliez"), ("paie", "payiez"), ("mène", "meniez"), ("le", "le")])
def test_subjunctive_form_of_a_third_person_verb(third, vous):
    assert subjunctive_form(third) == vous


BAD = {"street": ("roll", "end", "buy", "pass", "bogus"), "chicago": ("roll", "spin", "pass", "bogus"),
       "ribauds": ("take 1", "end", "rob 1 grey", "bogus"), "supergang": ("roll", "end", "pass", "bogus")}
"""Notations tried now and then, most of them refused (a refusal tells « vous » too)."""


@pytest.mark.parametrize("game", sorted(BAD))
def test_french_matches_with_you_leave_no_object_vous_after_its_verb(game):
    texts = []
    for seed in range(3):
        for names in (["Alice", "You", "Bob"], ["You", "Alice"], ["Alice", "Bob", "You", "Cleo"]):
            if len(names) > gangs.GAMES[game].max_players:
                continue
            texts += [event.text for event in gangs.new(game, names, seed=seed, lang="fr").run().log]
            found, _missing, _log = french_texts(game, names, seed, {}, BAD[game], every=29, steps=300)
            texts += found
    told = [text for text in texts if re.search(r"\b[Vv]ous\b", text)]
    assert told, "no text told « vous »: the test reads nothing"
    slips = sorted({(name, text) for text in told for name, wrong in WRONG.items() if wrong.search(text)})
    assert slips == []
