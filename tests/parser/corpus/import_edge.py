from __future__ import annotations
import a.b.c
import a . b
from a . b import c
from . import d
from .a import (b)
from .a import (b, c)
from .a import (b,)
from ...a.b import c
import x as y, z as w
