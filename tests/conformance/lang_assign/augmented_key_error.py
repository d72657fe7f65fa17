word_counts = {}
text = "red green red blue green red"
for w in text.split():
    if w in word_counts:
        word_counts[w] += 1
    else:
        word_counts[w] = 1
print(word_counts)
letter_counts = {}
for ch in "aab":
    letter_counts[ch] += 1
print(letter_counts)
