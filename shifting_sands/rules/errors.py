"""Errors raised by rules code."""


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the state is left unchanged."""
