nums = [0, 1, 2, 3, 4, 5, 6, 7]
nums[2:4] = ["a", "b", "c"]
print(nums)
nums[:1] = []
print(nums)
nums[-2:] = [99]
print(nums)
nums[::2] = [None] * len(nums[::2])
print(nums)
nums[1:1] = ["inserted"]
print(nums)
letters = list("abcdef")
letters[::-1] = letters
print(letters)
letters[:] = "xyz"
print(letters)
buf = [1, 2, 3]
alias = buf
buf[:] = [9]
print(alias)
