"""(being written) The events of this group register here."""
