from difflib import SequenceMatcher

s = SequenceMatcher(None, "abcdefghij", "abcXefghiYj")
codes = s.get_opcodes()
print(codes)
groups = list(s.get_grouped_opcodes(1))
print(groups)
print(codes)
print(s.get_opcodes() is codes)
