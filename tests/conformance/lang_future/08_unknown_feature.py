# An unknown future feature is a SyntaxError.
from __future__ import annotations, teleportation
print("never runs")
