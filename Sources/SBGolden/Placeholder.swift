// placeholder until the SBGolden work lands
