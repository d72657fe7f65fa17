# expect: rejected
import os.path
