# A future import after other statements is a SyntaxError at compile time.
import math
from __future__ import annotations
print(math.pi)
