# expect: rejected
from os import system
system('touch pwned')
