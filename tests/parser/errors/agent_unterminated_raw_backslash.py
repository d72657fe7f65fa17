path = r'C:\dir\'
