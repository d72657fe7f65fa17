# An unknown character name is a KeyError the script does not catch.
import unicodedata

print(unicodedata.lookup("SNOWMAN"))
print(unicodedata.lookup("SNOW MAN"))
