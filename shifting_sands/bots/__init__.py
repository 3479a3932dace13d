"""Bots that play any registered game through views and legal actions only."""
