# An invalid pattern that the script does not catch.
import re

print(re.findall(r"[aeiou]", "education"))
re.compile(r"(?P<year>\d{4}")
