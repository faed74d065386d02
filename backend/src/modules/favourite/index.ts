import { Module } from "@medusajs/framework/utils"
import FavouriteModuleService from "./service"

export const FAVOURITE_MODULE = "favourite"

export default Module(FAVOURITE_MODULE, { service: FavouriteModuleService })
