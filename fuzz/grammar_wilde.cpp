// libFuzzer: the draft-wilde-text-fragment-01 grammar (grammar/wilde.hpp) on any input.
#include "fragid/grammar/fragment.hpp"
#include "grammar_round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    fragid::fuzz::check_round_trip<fragid::WildeFragment>(input, fragid::parse_fragment_as<fragid::WildeFragment>(input),
                                                          fragid::parse_fragment_as<fragid::WildeFragment>);
    return 0;
}
