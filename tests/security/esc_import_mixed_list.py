# expect: rejected
import math, json, subprocess
