// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import "./Erc20.sol";

/// WETH-style wrapper: the pool trades the wrapped token, and swaps from or to the native coin
/// wrap and unwrap through it.
contract WrappedNative is Erc20 {
    constructor(string memory name_, string memory symbol_) Erc20(name_, symbol_, 18) {}

    receive() external payable {
        _mint(msg.sender, msg.value);
    }

    function deposit() external payable {
        _mint(msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        _burn(msg.sender, value);
        (bool ok, ) = msg.sender.call{value: value}("");
        require(ok, "native transfer");
    }
}
