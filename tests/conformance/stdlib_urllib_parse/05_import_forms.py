import urllib.parse
import urllib

print(urllib.parse.urlencode({"a": 1}))
from urllib import parse
print(parse.quote("x y"), parse is urllib.parse)
print(urllib.parse.SplitResult, urllib.parse.ParseResult.__name__)
