"""Content files (YAML, TMX) turned into validated, frozen objects. No pygame here."""
