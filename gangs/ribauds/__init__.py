"""Les Ribauds: the thieves of medieval Paris (its board so far; the rules come next, see README.md)."""
