x @== y
