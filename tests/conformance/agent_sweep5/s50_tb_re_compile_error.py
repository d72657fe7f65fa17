import re
pattern = re.compile(r"(\d+")
