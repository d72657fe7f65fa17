# expect: rejected
from os import *
