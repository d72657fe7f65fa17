letters = "abcdefghij"
print(letters[::2], letters[1::2])
print(letters[::-1], letters[-3:], letters[:-3])
print(letters[8:2:-2], letters[2:8:3])
print(letters[100:], letters[-100:3], repr(letters[5:2]))
nums = list(range(10))
print(nums[::3], nums[-1::-4])
print(nums[1:-1][::2])
print((1, 2, 3, 4, 5)[::-2])
print(range(0, 20)[::5], list(range(10)[7:2:-2]))
word = "racecar"
print(word == word[::-1])
