# The famous one.
from __future__ import braces
