// libFuzzer: the RFC 5147 grammar (grammar/rfc5147.hpp) on any input: round trip, and agreement
// with the independent recogniser.
#include "fragid/grammar/fragment.hpp"
#include "fragid/test_support/rfc5147_recogniser.hpp"
#include "grammar_round_trip.hpp"
#include "recogniser_agreement.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto parsed = fragid::parse_fragment_as<fragid::TextFragment>(input);  // once, for both properties
    fragid::fuzz::check_round_trip<fragid::TextFragment>(input, parsed, fragid::parse_fragment_as<fragid::TextFragment>);
    fragid::fuzz::check_agreement<fragid::TextFragment>(input, parsed, fragid::test_support::is_rfc5147_fragment);
    return 0;
}
