def clean(s):
    return "".join([c.lower() for c in s if c.isalpha()])

def is_palindrome(s):
    c = clean(s)
    return c == c[::-1]

phrases = ["A man, a plan, a canal: Panama", "Hello", "Was it a car or a cat I saw?", "No lemon, no melon"]
for p in phrases:
    print(is_palindrome(p), clean(p))
sentence = "the longest word in this sentence is probably extraordinary"
words = sentence.split()
longest = max(words, key=len)
print(longest, len(longest))
print(sorted(words, key=lambda w: (-len(w), w))[:3])
print(" ".join([w[::-1] for w in words[:4]]))
