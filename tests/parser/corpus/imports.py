import os
import os.path
import sys, re
import numpy as np
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections import OrderedDict, Counter
from typing import (
    Any,
    Dict,
    List,
)
from typing import Optional as Opt, Union
from . import sibling
from .. import parent
from .module import name
from ..package.module import thing as other
from ... import grand
from .... import great
from math import *
from . import (a, b as c,)
import a.b.c as d, e
