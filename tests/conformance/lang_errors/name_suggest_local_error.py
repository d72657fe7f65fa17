def count_words(text):
    count = 0
    for word in text.split():
        if word.isalpha():
            count += 1
    return coutn


print("counting words")
print(count_words("the cat sat on 2 mats"))
