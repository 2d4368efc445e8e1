print("imsim")
