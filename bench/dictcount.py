# Counting words in a dict: hashing str keys, get/set, iteration.
VOCAB = ["the", "a", "model", "agent", "tool", "call", "result", "data", "error", "value",
         "list", "dict", "step", "plan", "answer", "final", "search", "query", "page", "text"]


def make_text(n):
    words = []
    x = 12345
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        w = VOCAB[x % len(VOCAB)]
        if x % 7 == 0:
            w = w + str(x % 13)
        words.append(w)
    return " ".join(words)


text = make_text(500000)
counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1
pairs = {}
prev = ""
for word in text.split():
    key = prev + " " + word
    if key in pairs:
        pairs[key] += 1
    else:
        pairs[key] = 1
    prev = word
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(counts), len(pairs), top)
