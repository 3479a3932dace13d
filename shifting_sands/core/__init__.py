"""The window's building blocks shared by every game: scenes, input, tweens, drawing."""
