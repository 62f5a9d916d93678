extension Currency {
    /// The minor-unit digits of an active ISO 4217 code (upper case), or `nil` if the code is
    /// not in the table.
    ///
    /// Taken from the ISO 4217 list (amendment 179, 2025). ISO's own figure is used even where
    /// everyday practice differs (HUF has 2, though forints are rarely split), because banks
    /// export with ISO's digits.
    package static func minorUnitDigits(ofISOCode code: String) -> Int? {
        if zeroDigitCodes.contains(code) { return 0 }
        if threeDigitCodes.contains(code) { return 3 }
        if fourDigitCodes.contains(code) { return 4 }
        if twoDigitCodes.contains(code) { return 2 }
        return nil
    }

    private static let zeroDigitCodes: Set<String> = codes(
        "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF")

    private static let threeDigitCodes: Set<String> = codes("BHD IQD JOD KWD LYD OMR TND")

    private static let fourDigitCodes: Set<String> = codes("CLF UYW")

    private static let twoDigitCodes: Set<String> = codes("""
        AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP \
        BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR \
        FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW \
        KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN \
        NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD \
        SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU \
        UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL
        """)

    private static func codes(_ list: String) -> Set<String> {
        Set(list.split(separator: " ").map(String.init))
    }
}
