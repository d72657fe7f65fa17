# expect: rejected
# stderr-contains: image length mismatch
# A sound image cut short in the middle of its code: the header's payload
# length no longer matches the file.
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smolc import *

data = image(hello_code(), builtins=["print"])
write(sys.argv[1], data[:len(data) - 7])
